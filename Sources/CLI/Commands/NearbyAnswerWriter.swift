import Domain
import Presentation

/// What `nearby` writes: the rows (or the changes) in the chosen format on stdout; on stderr, as the search goes,
/// where it is and what it tells; then, under the rows a person reads, the credits their data asks for, the answer's
/// notes and, for people, that nothing was found.
struct NearbyAnswerWriter {
    let format: OutputFormat
    let ascii: Bool
    var output = AnswerOutput()
    let dependencies: Dependencies

    func write(_ answer: NearbyAnswer) throws {
        let console = dependencies.services.console
        try output.write(
            try NearbyRenderer.render(
                answer.rows, as: format, terminal: dependencies.terminal, searchArea: answer.searchArea, ascii: ascii,
                providers: dependencies.services.providers.providers,
                page: try page(credits: answer.credits, notes: answer.notes, corridor: answer.corridor)),
            dependencies: dependencies)
        if [.table, .map].contains(format) { DataCredits.write(answer.credits, dependencies: dependencies) }
        for note in answer.notes { console.writeInfo("foodybite: \(note)\n") }
        if answer.rows.isEmpty && format == .table { console.writeInfo(answer.emptyNote + "\n") }
    }

    /// The changes (`--changes`), and under them the credits their rows' data asks for, as under an answer.
    func write(_ changes: [NearbyChangeRow], query: NearbySearchQuery, credits: [String]) throws {
        try output.write(
            try NearbyChangesRenderer.render(
                changes, as: format, terminal: dependencies.terminal, searchArea: (query.location, query.radius),
                ascii: ascii, providers: dependencies.services.providers.providers,
                page: try page(credits: credits, notes: [], corridor: query.corridor)),
            dependencies: dependencies)
        if [.table, .map].contains(format) { DataCredits.write(credits, dependencies: dependencies) }
    }

    /// A page's settings (`--format html` only: nothing is read for another format).
    private func page(credits: [String], notes: [String], corridor: RouteCorridor?) throws -> MapPageSettings {
        guard format == .html else { return MapPageSettings() }
        let routeCredit = corridor == nil ? nil : dependencies.services.routerAttribution()
        return MapPageSettings(
            tiles: try dependencies.tileSource(), library: dependencies.mapLibrary(), credits: credits, notes: notes,
            corridor: corridor, drawsRoute: routeCredit?.contains("OpenStreetMap") == true)
    }

    /// What the search tells on the way, on stderr.
    func tell(_ event: NearbySearch.Event) {
        switch event {
        case .located(let resolved): LocationReport.write(resolved, to: dependencies.services.console)
        case .info(let text): dependencies.services.console.tell(.information(text))
        case .warning(let text): dependencies.services.console.tell(.warning(text))
        }
    }
}
