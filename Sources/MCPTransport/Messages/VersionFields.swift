import Foundation

/// What the server sends, as a client of an earlier protocol version knows it: before 2025-06-18 a tool has no title,
/// no output schema and no icons, and a tool's result no structured content (the SDK writes `"structuredContent": null`
/// when there is none) and no resource links. Applied by `LineTransport` to what it writes on such a session.
enum VersionFields {
    static func earlier(_ message: Data) -> Data {
        guard let value = try? JSONDecoder().decode(RawJSON.self, from: message) else { return message }
        return (try? JSONEncoder().encode(earlier(value))) ?? message
    }

    static func earlier(_ message: RawJSON) -> RawJSON {
        guard case .object(var members) = message, case .object(var result)? = members["result"] else { return message }
        result["structuredContent"] = nil
        if case .array(let content)? = result["content"] {
            result["content"] = .array(
                content.filter {
                    guard case .object(let item) = $0 else { return true }
                    return item["type"] != .string("resource_link")
                })
        }
        if case .array(let tools)? = result["tools"] {
            result["tools"] = .array(
                tools.map { tool in
                    guard case .object(var fields) = tool else { return tool }
                    (fields["title"], fields["outputSchema"], fields["icons"]) = (nil, nil, nil)
                    return .object(fields)
                })
        }
        members["result"] = .object(result)
        return .object(members)
    }
}
