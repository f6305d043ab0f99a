import Foundation

/// What the server sends, as a client of an earlier protocol version knows it: before 2025-06-18 a tool has no title
/// and no output schema, and a tool's result no structured content (the SDK writes `"structuredContent": null` when
/// there is none). Applied by `LineTransport` to what it writes on such a session.
enum VersionFields {
    static func earlier(_ message: Data) -> Data {
        guard let value = try? JSONDecoder().decode(RawJSON.self, from: message) else { return message }
        return (try? JSONEncoder().encode(earlier(value))) ?? message
    }

    static func earlier(_ message: RawJSON) -> RawJSON {
        guard case .object(var members) = message, case .object(var result)? = members["result"] else { return message }
        result["structuredContent"] = nil
        if case .array(let tools)? = result["tools"] {
            result["tools"] = .array(
                tools.map { tool in
                    guard case .object(var fields) = tool else { return tool }
                    (fields["title"], fields["outputSchema"]) = (nil, nil)
                    return .object(fields)
                })
        }
        members["result"] = .object(result)
        return .object(members)
    }
}
