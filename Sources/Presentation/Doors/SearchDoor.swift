import Domain
import Foundation

/// `search` for every front end: the text, radius and providers checked, the matches found (`matches`, which the
/// command line's `search` runs too), and each as the record its JSON writes.
public enum SearchDoor {
    /// The matches' records, or why not.
    public static func run(
        text: String, near location: Location?, radius: Int?, provider: String?, services: DoorServices
    ) async -> Result<[JSONValue], DoorFailure> {
        await DoorFailure.catching(services) {
            try check(text: text, radius: radius)
            let choice = try provider.map { name in
                guard let choice = ProviderChoice.written(name) else {
                    throw UsageError("unknown provider '\(TerminalSafe.line(String(name.prefix(40))))'")
                }
                return choice
            }
            let session = try services.makeSearchSession(nil, choice)
            let matches = try await Self.matches(text, near: location, radius: radius, session: session, services: services)
            return matches.map(PlaceMatchRecord.fields)
        }
    }

    /// The rules of the search's text and radius.
    public static func check(text: String, radius: Int?) throws(UsageError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 200 else {
            throw UsageError("the search text must have 1 to 200 characters")
        }
        try NearbyForm.checkRanges(radius: radius, stars: nil, limit: nil)
    }

    /// The places whose names match `text`, preferring those near `location` (else the configured one).
    public static func matches(
        _ text: String, near location: Location?, radius: Int?, session: SearchSession, services: DoorServices
    ) async throws -> [AutocompletePrediction] {
        let bias = try location ?? services.defaultLocation()
        return try await session.autocomplete.autocomplete(
            input: text.trimmingCharacters(in: .whitespacesAndNewlines), location: bias, radius: radius)
    }
}
