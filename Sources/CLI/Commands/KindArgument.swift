import ArgumentParser
import Domain

/// `--kind cafe` or `--kind cafe,bakery`: kinds of place (`PlaceKind`), each once.
enum KindArgument {
    static func parse(_ text: String) throws -> [PlaceKind] {
        guard let kinds = PlaceKind.list(text) else {
            throw ValidationError(
                "--kind must be \(PlaceKind.allCases.map(\.rawValue).joined(separator: ", ")), or a comma list of them (got '\(TerminalSafe.line(String(text.prefix(40))))')"
            )
        }
        return kinds
    }
}
