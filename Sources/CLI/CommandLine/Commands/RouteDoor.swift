import Domain
import Foundation

/// `route` for a front end that is not a command line (`foodybite-mcp`): the place id checked as the command line
/// checks it, the route found as `route` finds it (`RouteCommand.trip`), and the trip as its JSON writes it: no
/// command line is written and no output parsed.
public enum RouteDoor {
    /// The trip's JSON, or the exit code of the error written to the console.
    public static func run(
        to placeID: String, from location: Location?, travel: TravelMode, dependencies: Dependencies
    ) async -> Result<Data, DoorFailure> {
        var json: Data?
        let code = await Foodybite.described(with: dependencies.settings(), providers: dependencies.providers) {
            await FoodybiteRunner.execute(arguments: ["route"], dependencies: dependencies) { dependencies in
                try PlaceIDRule.check(placeID)
                let trip = try await RouteCommand.trip(
                    to: placeID, from: LocationRequest(explicit: location, near: nil, api: nil), travel: travel, api: nil,
                    dependencies: dependencies)
                json = try RouteRenderer.json(trip)
            }
        }
        return json.map { .success($0) } ?? .failure(DoorFailure(code))
    }
}
