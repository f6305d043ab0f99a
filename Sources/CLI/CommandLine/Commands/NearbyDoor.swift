import Domain
import Presentation

/// `nearby` for a front end that is not a command line (`foodybite-mcp`): the search asked in that front end's
/// names and types, set on the same `NearbyArguments` with the command line's own conversions and rules (the fast
/// reader's fields, `validate`), run by the one search (`NearbySearch`), and answered as the rows the command line's
/// JSON writes (`NearbyPlaceRecord`), with the credits and notes: no command line is written and no output parsed.
/// An error is reported as the command line reports it (one redacted line to the console) and the exit code given.
public enum NearbyDoor {
    public struct Answer: Sendable {
        /// The rows, as `--format json` writes each one.
        public let rows: [JSONValue]
        /// The credits the rows' data asks for, each once.
        public let credits: [String]
        /// What the search told on the way, and the answer's notes.
        public let notes: [String]
    }

    /// Runs the search `form` asks; the answer, or the exit code of its error.
    public static func run(_ form: NearbyForm, dependencies: Dependencies) async -> Result<Answer, DoorFailure> {
        var answer: Answer?
        let code = await FoodybiteRunner.execute(arguments: ["nearby"], dependencies: dependencies) { dependencies in
            try form.validate()
            let nearby = NearbyArguments(form: form, format: .json)
            var told: [String] = []
            let outcome = try await NearbySearch(services: dependencies.nearbySearchServices).run(
                try nearby.request(dependencies), tell: { told += note($0) })
            guard case .answer(let found) = outcome else { return }
            answer = Answer(
                rows: found.rows.map { .object(NearbyPlaceRecord(row: $0).fields) }, credits: found.credits,
                notes: told + found.notes)
        }
        return answer.map { .success($0) } ?? .failure(DoorFailure(code))
    }

    /// What the search tells on the way, in words for any reader.
    private static func note(_ event: NearbySearch.Event) -> [String] {
        switch event {
        case .info(let text), .warning(let text): return [text]
        case .located(let resolved):
            let coordinates = "\(resolved.location.latitude),\(resolved.location.longitude)"
            switch resolved.source {
            case .placeSearch: return ["near \(resolved.description ?? "the place found") (\(coordinates))"]
            case .ipGeolocation:
                let city = resolved.description.map { ", \($0)" } ?? ""
                return ["approximate location from IP geolocation: \(coordinates)\(city)"]
            case .argument, .environment, .home: return []
            }
        }
    }
}
