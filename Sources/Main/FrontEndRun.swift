import CLI
import Domain
import Foundation
import Presentation

/// How a front end other than the command line (the MCP server) runs foodybite on the live graph, as `foodybite`
/// runs it, its messages going to the front end's console: through each command's typed door (`nearby`, `details`,
/// `search`, `route`, `reviews`, `review add`), never a command line. One way to search, cache and sign in, whatever asks.
public struct FrontEndRun: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The process's environment (settings, `HOME`, the XDG folders), as the command line reads it.
    public static func processEnvironment() -> [String: String] {
        ProcessEnvironment.read()
    }

    /// `nearby` from a front end's own typed arguments (`NearbyDoor`): no command line; the answer, or the exit code
    /// of its error once its message was written to `console`.
    public func nearby(
        _ form: NearbyForm, console: any Console, progress: any WorkProgress = NoProgress()
    ) async -> Result<NearbyDoor.Answer, DoorFailure> {
        await withDependencies(console: console, progress: progress) { await NearbyDoor.run(form, dependencies: $0) }
    }

    /// `details` of a place for a front end (`DetailsDoor`): no command line; its record, or the exit code of its
    /// error once its message was written to `console`.
    public func details(
        placeID: String, offline: Bool, openAt: String? = nil, console: any Console, progress: any WorkProgress = NoProgress()
    ) async -> Result<JSONValue, DoorFailure> {
        await withDependencies(console: console, progress: progress) {
            await DetailsDoor.run(placeID: placeID, offline: offline, openAt: openAt, dependencies: $0)
        }
    }

    /// `search` for a front end (`SearchDoor`): no command line; the matches' records, or the exit code of its error.
    public func search(
        _ text: String, near location: Location?, radius: Int?, provider: String?, console: any Console,
        progress: any WorkProgress = NoProgress()
    ) async -> Result<[JSONValue], DoorFailure> {
        await withDependencies(console: console, progress: progress) {
            await SearchDoor.run(text: text, near: location, radius: radius, provider: provider, dependencies: $0)
        }
    }

    /// `route` to a place for a front end (`RouteDoor`): no command line; the trip's JSON, or the exit code of its error.
    public func route(
        to placeID: String, from location: Location?, travel: TravelMode, console: any Console,
        progress: any WorkProgress = NoProgress()
    ) async -> Result<Data, DoorFailure> {
        await withDependencies(console: console, progress: progress) {
            await RouteDoor.run(to: placeID, from: location, travel: travel, dependencies: $0)
        }
    }

    /// The signed-in account's reviews for a front end (`ReviewsDoor`): their JSON, or the exit code of the error.
    public func reviews(of placeID: String?, console: any Console, progress: any WorkProgress = NoProgress()) async
        -> Result<Data, DoorFailure>
    {
        await withDependencies(console: console, progress: progress) { await ReviewsDoor.list(of: placeID, dependencies: $0) }
    }

    /// A review posted for a front end (`ReviewsDoor`): what `review add` says, or the exit code of the error.
    public func addReview(
        placeID: String, stars: Int, text: String, console: any Console, progress: any WorkProgress = NoProgress()
    ) async -> Result<String, DoorFailure> {
        await withDependencies(console: console, progress: progress) {
            await ReviewsDoor.add(placeID: placeID, stars: stars, text: text, dependencies: $0)
        }
    }

    /// The live graph for one call, with `console` and `progress`; the call's pending cache writes done before it
    /// returns.
    private func withDependencies<T>(
        console: any Console, progress: any WorkProgress, _ body: (Dependencies) async -> T
    ) async -> T {
        var composition = LiveComposition(environment: environment, console: console, terminal: .plain)
        composition.progress = progress
        var dependencies = composition.dependencies()
        dependencies.readLine = { nil }
        dependencies.readSecret = { _ in nil }
        let flags = ConventionFlags.asked
        let conventions =
            (try? dependencies.conventions(flags))
            ?? Conventions(language: flags.language, region: flags.region, units: flags.units ?? .metric)
        let result = await Conventions.$current.withValue(conventions) { await body(dependencies) }
        await composition.writes.finish()
        return result
    }
}
