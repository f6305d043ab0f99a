import Presentation

/// The credit a data licence asks for ("Map data © OpenStreetMap contributors (ODbL: …)"), on stderr under what a
/// person reads, each once, as wide as the table above may be (wrapped at word boundaries); printed even under
/// --quiet. JSON, CSV and GeoJSON carry it in each row instead.
enum DataCredits {
    static func write(_ credits: [String], dependencies: Dependencies) {
        let width = dependencies.terminal.width ?? TerminalCapabilities.defaultWidth
        let unique = credits.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for credit in unique {
            let lines = DisplayWidth.wrap("Map data \(credit)", width: width, indent: "  ")
            dependencies.services.console.writeError(lines.joined(separator: "\n") + "\n")
        }
    }
}
