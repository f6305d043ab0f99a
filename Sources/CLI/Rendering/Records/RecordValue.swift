/// One value of an output record, typed as JSON writes it (a missing value is `null`); CSV writes the same value
/// as text (missing: an empty cell; a list of texts: joined with `;`). A text cell that a spreadsheet would run as
/// a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return: place names are written by strangers)
/// is prefixed with `'`, as OWASP's CSV-injection guidance says; numbers are written as they are.
enum RecordValue: Encodable, Sendable {
    case text(String?)
    case integer(Int?)
    case number(Double?)
    case flag(Bool?)
    case texts([String])
    case list([RecordValue])
    case object([(String, RecordValue)])

    func encode(to encoder: any Encoder) throws {
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

    /// The value in a CSV cell.
    var csvText: String {
        switch self {
        case .text(let value): Self.inert(value ?? "")
        case .integer(let value): value.map(String.init) ?? ""
        case .number(let value): value.map { "\($0)" } ?? ""
        case .flag(let value): value.map { "\($0)" } ?? ""
        case .texts(let values): Self.inert(values.joined(separator: ";"))
        case .list, .object: ""
        }
    }

    /// A text a spreadsheet will show, never evaluate.
    static func inert(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// The value at `path` below this one (`ratings.google`), nil when there is none.
    func value(at path: [String]) -> RecordValue? {
        guard let name = path.first else { return self }
        guard case .object(let fields) = self, let field = fields.first(where: { $0.0 == name }) else { return nil }
        return field.1.value(at: Array(path.dropFirst()))
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
