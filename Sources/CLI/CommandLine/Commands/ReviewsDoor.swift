import Domain
import Foundation
import Presentation

/// `reviews` and `review add` for a front end that is not a command line (`foodybite-mcp`): checked as the command
/// line checks them, run as its commands run them (`ReviewsCommand.rows`, `ReviewCommand.Add.post`), answered as
/// their JSON and their one line: no command line is written and no output parsed.
public enum ReviewsDoor {
    /// The signed-in account's reviews (of one place, or all) as `reviews --format json` writes them.
    public static func list(of placeID: String?, dependencies: Dependencies) async -> Result<Data, DoorFailure> {
        var json: Data?
        let code = await run("reviews", dependencies) { dependencies in
            if let placeID { try PlaceIDRule.check(placeID) }
            json = try ReviewsRenderer.json(try await ReviewsCommand.rows(of: placeID, server: nil, dependencies: dependencies))
        }
        return json.map { .success($0) } ?? .failure(DoorFailure(code))
    }

    /// Posts a review with the signed-in account; what `review add` says.
    public static func add(placeID: String, stars: Int, text: String, dependencies: Dependencies) async
        -> Result<String, DoorFailure>
    {
        var said: String?
        let code = await run("review", dependencies) { dependencies in
            try PlaceIDRule.check(placeID)
            guard (1...5).contains(stars) else { throw UsageError("the stars are between 1 and 5 (got \(stars))") }
            let body = try ReviewCommand.Add.checked(text)
            let services = try dependencies.makeAccountServices(nil)
            try ReviewCommand.Add.checkSignedIn(services)
            said = try await ReviewCommand.Add.post(
                body, stars: stars, of: placeID, services: services, dependencies: dependencies)
        }
        return said.map { .success($0) } ?? .failure(DoorFailure(code))
    }

    private static func run(
        _ command: String, _ dependencies: Dependencies, _ body: (Dependencies) async throws -> Void
    ) async -> Int32 {
        await Foodybite.described(with: dependencies.settings(), providers: dependencies.providers) {
            await FoodybiteRunner.execute(arguments: [command], dependencies: dependencies, body)
        }
    }
}
