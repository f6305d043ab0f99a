import Domain

/// `--kind cafe` or `--kind cafe,bakery`: kinds of place (`PlaceKind`), each once.
public enum KindArgument {
    public static func parse(_ text: String) throws(UsageError) -> [PlaceKind] {
        guard let kinds = PlaceKind.list(text) else {
            throw UsageError(
                "\(OptionName.kind) must be \(PlaceKind.allCases.map(\.rawValue).joined(separator: ", ")), or a comma list of them (got '\(TerminalSafe.line(String(text.prefix(40))))')"
            )
        }
        return kinds
    }
}
