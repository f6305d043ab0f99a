import Domain

/// `nearby` for every front end: the search a front end filled in (`NearbyForm`, read its own way), checked by the
/// search's rules and run by the one search (`NearbySearch`). The command line enters by `search` (it tells and shows
/// as the search goes), a front end that answers once by `run`; both get the typed rows, each writes them its way.
public enum NearbyDoor {
    public struct Answer: Sendable {
        /// The rows, typed: each front end makes its own record of them.
        public let rows: [NearbyPlaceViewModel]
        /// The credits the rows' data asks for, each once.
        public let credits: [String]
        /// What the search told on the way, and the answer's notes.
        public let notes: [String]
        /// The circle searched (a map page draws it); nil when nothing was searched.
        public let searchArea: (center: Location, radiusMeters: Int)?
        /// The answer's own notes, without what was told on the way (a map page shows them under its list).
        public let answerNotes: [String]
    }

    /// The search `form` asks, checked and run; `tell` hears it on the way, `show` gets the changes (`--changes`).
    public static func search(
        _ form: NearbyForm, services: DoorServices, tell: (NearbySearch.Event) -> Void = { _ in },
        show: ([NearbyChangeRow], NearbySearchQuery, [String]) throws -> Void = { _, _, _ in }
    ) async throws -> NearbySearch.Outcome {
        try form.validate()
        return try await NearbySearch(services: services.nearbySearchServices).run(
            try form.request(services), tell: tell, show: show)
    }

    /// Runs the search `form` asks; the answer, or why not.
    public static func run(_ form: NearbyForm, services: DoorServices) async -> Result<Answer, DoorFailure> {
        await DoorFailure.catching(services) {
            var told: [String] = []
            let outcome = try await search(form, services: services, tell: { told += note($0) })
            guard case .answer(let found) = outcome else {
                return Answer(rows: [], credits: [], notes: told, searchArea: nil, answerNotes: [])
            }
            return Answer(
                rows: found.rows, credits: found.credits, notes: told + found.notes, searchArea: found.searchArea,
                answerNotes: found.notes)
        }
    }

    /// What the search tells on the way, in words for any reader.
    private static func note(_ event: NearbySearch.Event) -> [String] {
        switch event {
        case .info(let text), .warning(let text): return [text]
        case .located(let resolved): return LocationReport.note(resolved).map { [$0.text] } ?? []
        }
    }
}
