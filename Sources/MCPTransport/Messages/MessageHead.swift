import Foundation

/// What can still be read of a message that cannot be read whole (not JSON to `JSONDecoder`: a number out of range,
/// nesting past its limit; or a line over the cap, of which only the start is kept): its `id`, when the top-level
/// object has one that is a string or an integer, and the name of a member whose number no Double holds (`1e400`).
/// A scan of the bytes that keeps only where it is (in a string or not, how deep): it never builds the message.
struct MessageHead: Equatable, Sendable {
    var id: RawJSON?
    /// The key of the first number out of range (`latitude` in `{"latitude": 1e400}`).
    var hugeNumberKey: String?

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var index = 0
        var depth = 0
        var lastKey: String?
        var topLevelKey: String?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let (text, end) = Self.string(bytes, from: index)
                index = end
                if Self.nextIsColon(bytes, from: index) {
                    lastKey = text
                    if depth == 1 { topLevelKey = text }
                } else if depth == 1, topLevelKey == "id", id == nil, let text {
                    id = .string(text)
                }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > 1 { topLevelKey = nil }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let end = bytes[index...].firstIndex { !"+-.eE0123456789".utf8.contains($0) } ?? bytes.endIndex
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                if depth == 1, topLevelKey == "id", id == nil, let integer = Int64(text) { id = .integer(integer) }
                if hugeNumberKey == nil, Double(text).map({ !$0.isFinite }) ?? false { hugeNumberKey = lastKey }
                index = end
                continue
            case UInt8(ascii: ","):
                if depth == 1 { topLevelKey = nil }
            default:
                break
            }
            index += 1
        }
    }

    /// The string starting at `start` (its opening quote), decoded (nil when it is cut off or malformed), and the
    /// index after its closing quote.
    private static func string(_ bytes: [UInt8], from start: Int) -> (String?, Int) {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                let text = try? JSONDecoder().decode(String.self, from: Data(bytes[start...index]))
                return (text, index + 1)
            default: index += 1
            }
        }
        return (nil, bytes.count)
    }

    private static func nextIsColon(_ bytes: [UInt8], from start: Int) -> Bool {
        bytes[start...].first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains($0) }
            == UInt8(ascii: ":")
    }
}
