import Foundation

extension RawJSON {
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// A JSON-RPC error answer: under `id` when one can be read, without an `id` member otherwise (MCP's schema has
    /// no null id).
    static func errorAnswer(_ code: Int, _ message: String, id: RawJSON?, data: RawJSON? = nil) -> Data {
        var error: [String: RawJSON] = ["code": .integer(Int64(code)), "message": .string(message)]
        error["data"] = data
        var answer: [String: RawJSON] = ["jsonrpc": .string("2.0"), "error": .object(error)]
        answer["id"] = id
        return RawJSON.object(answer).encoded()
    }

    /// The value as JSON, keys sorted, slashes plain.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}
