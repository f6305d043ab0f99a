import Domain
import Foundation
import Presentation

/// `search` for a front end that is not a command line (`foodybite-mcp`): the text, radius and providers checked
/// as the command line checks them, the matches found as `search` finds them (`SearchCommand.matches`), and each as
/// the record its JSON writes: no command line is written and no output parsed.
public enum SearchDoor {
    /// The matches' records, or the exit code of the error written to the console.
    public static func run(
        text: String, near location: Location?, radius: Int?, provider: String?, dependencies: Dependencies
    ) async -> Result<[JSONValue], DoorFailure> {
        var records: [JSONValue]?
        let code = await Foodybite.described(with: dependencies.settings(), providers: dependencies.providers) {
            await FoodybiteRunner.execute(arguments: ["search"], dependencies: dependencies) { dependencies in
                try SearchCommand.check(text: text, radius: radius)
                let choice = try provider.map { name in
                    guard let choice = ProviderChoice(rawValue: name) else {
                        throw UsageError("unknown provider '\(TerminalSafe.line(String(name.prefix(40))))'")
                    }
                    return choice
                }
                let session = try dependencies.makeSearchSession(nil, choice)
                let matches = try await SearchCommand.matches(
                    text, near: location, radius: radius, session: session, dependencies: dependencies)
                records = PredictionsRenderer.records(matches)
            }
        }
        return records.map { .success($0) } ?? .failure(DoorFailure(code))
    }
}
