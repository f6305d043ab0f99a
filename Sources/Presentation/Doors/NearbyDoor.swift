import Domain

/// `nearby` for every front end: the search a front end filled in (`NearbyForm`, read its own way), checked by the
/// search's rules, run by the one search (`NearbySearch`), and answered as the rows the command line's JSON writes
/// (`NearbyPlaceRecord`), with the credits and notes.
public enum NearbyDoor {
    public struct Answer: Sendable {
        /// The rows, as `nearby --format json` writes each one.
        public let rows: [JSONValue]
        /// The credits the rows' data asks for, each once.
        public let credits: [String]
        /// What the search told on the way, and the answer's notes.
        public let notes: [String]
    }

    /// Runs the search `form` asks; the answer, or why not.
    public static func run(_ form: NearbyForm, services: DoorServices) async -> Result<Answer, DoorFailure> {
        await DoorFailure.catching(services) {
            try form.validate()
            var told: [String] = []
            let outcome = try await NearbySearch(services: services.nearbySearchServices).run(
                try form.request(services), tell: { told += note($0) })
            guard case .answer(let found) = outcome else { return Answer(rows: [], credits: [], notes: told) }
            return Answer(
                rows: found.rows.map { .object(NearbyPlaceRecord(row: $0).fields) }, credits: found.credits,
                notes: told + found.notes)
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
