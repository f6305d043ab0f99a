import Domain
import Presentation

/// What `nearby` writes: the rows (or the changes) in the chosen format on stdout; on stderr how old cached rows
/// are, whether the answer may be incomplete, and, for people, that nothing was found.
struct NearbyAnswerWriter {
    let format: OutputFormat
    let ascii: Bool
    let dependencies: Dependencies

    func write(_ result: NearbySearchResult, query: NearbySearchQuery, otherProviders: Bool, offline: Bool) throws {
        let console = dependencies.console
        let presenter = NearbyPlacesPresenter(
            distance: dependencies.distance, providers: dependencies.providers,
            hours: OpeningHoursText(now: dependencies.hoursNow, timeZone: .current))
        let rows = presenter.rows(for: result.places, query: query)
        try console.write(
            try NearbyRenderer.render(
                rows, as: format, terminal: dependencies.terminal, searchArea: (query.location, query.radius),
                ascii: ascii, providers: dependencies.providers.providers))
        writeAttributions(rows, routed: query.travel != nil)
        if let oldest = rows.compactMap(\.cachedAt).min() {
            console.writeInfo(
                "foodybite: showing cached results (fetched \(RelativeAge.describe(from: oldest, to: dependencies.now())))\n")
        }
        if query.travel != nil, case let unknown = rows.filter({ $0.travel == nil }).count, unknown > 0 {
            console.writeInfo(
                "foodybite: \(unknown) of \(rows.count) places have no travel time (none cached, and the router not asked or not answering): TRAVEL '?'\n"
            )
        }
        if let note = presenter.incompleteAnswerNote(for: result, rows: rows, query: query, otherProviders: otherProviders) {
            console.writeInfo(note)
        }
        if rows.isEmpty && format == .table {
            let source = offline ? " in the cache" : ""
            let stars = query.minimumRating > 0 ? " rated \(query.minimumRating) or more" : ""
            console.writeInfo("No \(Self.noun(query.kinds)) found\(source) within \(query.radius) m\(stars).\n")
        }
    }

    /// Rows already chosen (`--along`): rendered with the credit their data asks for; for people, a line when none.
    func write(rows: [NearbyPlaceViewModel], query: NearbySearchQuery, routed: Bool = false) throws {
        let console = dependencies.console
        try console.write(
            try NearbyRenderer.render(
                rows, as: format, terminal: dependencies.terminal, ascii: ascii,
                providers: dependencies.providers.providers))
        writeAttributions(rows, routed: routed)
        if rows.isEmpty && format == .table {
            console.writeInfo("No \(Self.noun(query.kinds)) found along the route.\n")
        }
    }

    /// The credit a provider's licence asks for, under the rows a person reads (`DataCredits`).
    private func writeAttributions(_ rows: [NearbyPlaceViewModel], routed: Bool = false) {
        guard [.table, .map].contains(format) else { return }
        let router = routed && !rows.isEmpty ? dependencies.routerAttribution().map { [$0] } ?? [] : []
        DataCredits.write(rows.flatMap(\.attributions) + router, dependencies: dependencies)
    }

    /// "restaurants", "cafés or bakeries": what was looked for.
    static func noun(_ kinds: [PlaceKind]) -> String {
        let nouns = kinds.map { kind in
            switch kind {
            case .restaurant: "restaurants"
            case .cafe: "cafés"
            case .bar: "bars"
            case .bakery: "bakeries"
            case .fastFood: "fast-food places"
            }
        }
        return nouns.joinedAsAlternatives()
    }

    func write(_ changes: [NearbyChangeRow], query: NearbySearchQuery) throws {
        try dependencies.console.write(
            try NearbyChangesRenderer.render(
                changes, as: format, terminal: dependencies.terminal, searchArea: (query.location, query.radius),
                ascii: ascii, providers: dependencies.providers.providers))
    }
}
