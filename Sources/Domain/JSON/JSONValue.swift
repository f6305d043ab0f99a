/// A JSON value as foodybite writes it: an output record's values (a missing value is `null`) and the bodies of
/// requests. `JSONText` writes it; `Encodable` is the reference it is tested against.
public enum JSONValue: Encodable, Sendable {
    case text(String?)
    case integer(Int?)
    case number(Double?)
    case flag(Bool?)
    case texts([String])
    case list([JSONValue])
    case object([(String, JSONValue)])

    /// An object of the fields that have a value: a request leaves out what it does not ask.
    public static func fields(_ fields: [(String, JSONValue?)]) -> JSONValue {
        .object(fields.compactMap { name, value in value.map { (name, $0) } })
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try Self.encode(value, to: encoder)
        case .integer(let value): try Self.encode(value, to: encoder)
        case .number(let value): try Self.encode(value, to: encoder)
        case .flag(let value): try Self.encode(value, to: encoder)
        case .texts(let values): try Self.encode(values, to: encoder)
        case .list(let values): try Self.encode(values, to: encoder)
        case .object(let fields):
            var container = encoder.container(keyedBy: FieldKey.self)
            for (name, value) in fields { try container.encode(value, forKey: FieldKey(stringValue: name)) }
        }
    }

    private static func encode<Value: Encodable>(_ value: Value?, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }

    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
