import Foundation

/// A JSON value as the client wrote it, for checking a message before the SDK reads it: strings stay strings (the
/// SDK's `Value` reads a string that looks like a `data:` URL as bytes), and a number keeps whether it was whole.
enum RawJSON: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([RawJSON])
    case object([String: RawJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([RawJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: RawJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    subscript(key: String) -> RawJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
