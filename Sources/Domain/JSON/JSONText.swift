import Foundation

/// JSON text written directly: exactly what `JSONEncoder` with `.sortedKeys` writes (sorted keys as bytes,
/// `"key" : value` pretty-printed by two spaces, numbers as Swift writes them less a `.0`, `/` and non-ASCII as they
/// are, control characters escaped; an empty array `[]`, an empty object as Foundation prints it), tested against it
/// (`JSONTextTests`), without Codable's reflection: JSONEncoder cost 17 M instructions for a list of 20 places, as
/// much as the rest of an offline `nearby`, and each type it encodes costs the runtime a search of every conformance
/// in the binary. A number that is not finite is nil, as JSONEncoder refuses it.
public enum JSONText {
    /// A list of records, pretty-printed, with a final line break (`--format json`).
    public static func pretty(_ records: [JSONValue]) -> String? {
        var text: [UInt8] = []
        var orders = KeyOrders()
        guard write(.list(records), indent: 0, pretty: true, into: &text, orders: &orders) else { return nil }
        return String(decoding: text, as: UTF8.self) + "\n"
    }

    /// One record on one line, with a final line break (`--format ndjson`).
    public static func line(_ record: JSONValue) -> String? {
        var text: [UInt8] = []
        var orders = KeyOrders()
        guard write(record, indent: 0, pretty: false, into: &text, orders: &orders) else { return nil }
        return String(decoding: text, as: UTF8.self) + "\n"
    }

    /// A value on one line, without a line break, as a request body.
    public static func data(_ value: JSONValue) -> Data? {
        var text: [UInt8] = []
        var orders = KeyOrders()
        guard write(value, indent: 0, pretty: false, into: &text, orders: &orders) else { return nil }
        return Data(text)
    }

    /// False when a number is not finite.
    private static func write(
        _ value: JSONValue, indent: Int, pretty: Bool, into text: inout [UInt8], orders: inout KeyOrders
    ) -> Bool {
        switch value {
        case .text(let value): value.map { string($0, into: &text) } ?? text.append(contentsOf: "null".utf8)
        case .integer(let value): text.append(contentsOf: (value.map(String.init) ?? "null").utf8)
        case .number(let value):
            guard let value else {
                text.append(contentsOf: "null".utf8)
                return true
            }
            guard value.isFinite else { return false }
            let written = value.description
            text.append(contentsOf: (written.hasSuffix(".0") ? String(written.dropLast(2)) : written).utf8)
        case .flag(let value): text.append(contentsOf: (value.map { $0 ? "true" : "false" } ?? "null").utf8)
        case .texts(let values):
            return write(.list(values.map { .text($0) }), indent: indent, pretty: pretty, into: &text, orders: &orders)
        case .list(let values):
            guard !values.isEmpty else {
                text.append(contentsOf: "[]".utf8)
                return true
            }
            return container(UInt8(ascii: "["), UInt8(ascii: "]"), values.count, indent: indent, pretty: pretty, into: &text) {
                index, text in
                write(values[index], indent: indent + 1, pretty: pretty, into: &text, orders: &orders)
            }
        case .object(let fields):
            let order = orders.order(of: fields)
            return container(UInt8(ascii: "{"), UInt8(ascii: "}"), order.count, indent: indent, pretty: pretty, into: &text) {
                index, text in
                let field = fields[order[index]]
                string(field.0, into: &text)
                text.append(contentsOf: pretty ? " : ".utf8 : ":".utf8)
                return write(field.1, indent: indent + 1, pretty: pretty, into: &text, orders: &orders)
            }
        }
        return true
    }

    /// `[` or `{`, each element on its own line when pretty (Foundation leaves an empty line in an empty one).
    private static func container(
        _ open: UInt8, _ close: UInt8, _ count: Int, indent: Int, pretty: Bool, into text: inout [UInt8],
        element: (Int, inout [UInt8]) -> Bool
    ) -> Bool {
        text.append(open)
        if pretty { text.append(newline) }
        for index in 0..<count {
            if index > 0 {
                text.append(UInt8(ascii: ","))
                if pretty { text.append(newline) }
            }
            if pretty { text.append(contentsOf: repeatElement(space, count: 2 * (indent + 1))) }
            guard element(index, &text) else { return false }
        }
        if pretty {
            text.append(newline)
            text.append(contentsOf: repeatElement(space, count: 2 * indent))
        }
        text.append(close)
        return true
    }

    /// A JSON string: the bytes that need no escape copied as they are, a run at a time.
    private static func string(_ value: String, into text: inout [UInt8]) {
        text.append(quote)
        var value = value
        value.withUTF8 { bytes in
            var run = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == quote || byte == backslash else { continue }
                text.append(contentsOf: bytes[run..<index])
                escape(byte, into: &text)
                run = index + 1
            }
            text.append(contentsOf: bytes[run..<bytes.count])
        }
        text.append(quote)
    }

    /// A quote, a backslash or a control character (each one byte in UTF-8), as Foundation escapes it.
    private static func escape(_ byte: UInt8, into text: inout [UInt8]) {
        let escaped: String
        switch byte {
        case quote: escaped = "\\\""
        case backslash: escaped = "\\\\"
        case 0x0A: escaped = "\\n"
        case 0x0D: escaped = "\\r"
        case 0x09: escaped = "\\t"
        case 0x08: escaped = "\\b"
        case 0x0C: escaped = "\\f"
        default:
            let hex = String(byte, radix: 16)
            escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        text.append(contentsOf: escaped.utf8)
    }

    /// The sorted order of the keys of each shape of object met in one text: a list of records repeats a few shapes
    /// (a place, its ratings, its travel), sorted once each instead of once an object (half a million instructions
    /// for 20 places).
    struct KeyOrders {
        private var shapes: [(keys: [String], order: [Int])] = []

        mutating func order(of fields: [(String, JSONValue)]) -> [Int] {
            let keys = fields.map(\.0)
            if let known = shapes.first(where: { $0.keys == keys }) { return known.order }
            let order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
            shapes.append((keys, order))
            return order
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
}
