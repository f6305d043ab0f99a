import Domain
import Presentation

/// `details` for a front end that is not a command line (`foodybite-mcp`): the place id checked as the command line
/// checks it, the details and the user's own reviews found as `details` finds them (`DetailsCommand.details`), and
/// the place as the record its JSON writes: no command line is written and no output parsed.
public enum DetailsDoor {
    /// The place's record, or the exit code of the error written to the console.
    /// `openAt`: a moment as `--open-at` reads it; the record then says whether the hours as written say open then.
    public static func run(placeID: String, offline: Bool, openAt: String? = nil, dependencies: Dependencies) async
        -> Result<JSONValue, DoorFailure>
    {
        var record: JSONValue?
        // (The help's words, the build's place id forms among them, as the command line's parsing gives them.)
        let code = await Foodybite.described(with: dependencies.settings(), providers: dependencies.providers) {
            await execute(placeID: placeID, offline: offline, openAt: openAt, dependencies: dependencies) { record = $0 }
        }
        return record.map { .success($0) } ?? .failure(DoorFailure(code))
    }

    private static func execute(
        placeID: String, offline: Bool, openAt: String?, dependencies: Dependencies, found: (JSONValue) -> Void
    ) async -> Int32 {
        await FoodybiteRunner.execute(arguments: ["details"], dependencies: dependencies) { dependencies in
            try PlaceIDRule.check(placeID, provider: nil)
            let filter = try openAt.map {
                try OpenAtArgument.filter(try OpenAtArgument.moment($0), now: dependencies.hoursNow(), zone: .current)
            }
            let (model, owner) = try await DetailsCommand.details(
                placeID: placeID, source: PlacesSource(api: nil, cache: PlacesSource.CacheMode(offline: offline, noCache: false)),
                server: nil, dependencies: dependencies, openAt: filter)
            found(.object(PlaceDetailsRecord(model: model, owner: owner).fields))
        }
    }
}
