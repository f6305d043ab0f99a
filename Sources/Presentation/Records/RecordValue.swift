import Domain

/// One value of an output record, typed as JSON writes it (a missing value is `null`); CSV writes the same value
/// as text (missing: an empty cell; a list of texts: joined with `;`). A text cell that a spreadsheet would run as
/// a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return: place names are written by strangers)
/// is prefixed with `'`, as OWASP's CSV-injection guidance says; numbers are written as they are.
public typealias RecordValue = JSONValue

extension RecordValue {
    /// The value in a CSV cell.
    public var csvText: String {
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
    public static func inert(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// The value at `path` below this one (`ratings.google`), nil when there is none.
    public func value(at path: [String]) -> RecordValue? {
        guard let name = path.first else { return self }
        guard case .object(let fields) = self, let field = fields.first(where: { $0.0 == name }) else { return nil }
        return field.1.value(at: Array(path.dropFirst()))
    }
}
