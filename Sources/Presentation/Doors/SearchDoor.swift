import Domain
import Foundation

/// `search` for every front end, one entrance (`matches`): the text and radius checked, the places whose names match
/// found in the session the front end made (`choice` reads a provider's name); each front end writes them its way.
public enum SearchDoor {
    /// The providers a name asks for (`google`, `osm`, a comma list, `all`).
    public static func choice(_ name: String) throws(UsageError) -> ProviderChoice {
        guard let choice = ProviderChoice.written(name) else {
            throw UsageError("unknown provider '\(TerminalSafe.line(String(name.prefix(40))))'")
        }
        return choice
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
    /// `session` is made once the text and radius are found good.
    public static func matches(
        _ text: String, near location: Location?, radius: Int?, session: @autoclosure () throws -> SearchSession,
        services: DoorServices
    ) async throws -> [AutocompletePrediction] {
        try check(text: text, radius: radius)
        let session = try session()
        let bias = try location ?? services.defaultLocation()
        return try await session.autocomplete.autocomplete(
            input: text.trimmingCharacters(in: .whitespacesAndNewlines), location: bias, radius: radius)
    }
}
