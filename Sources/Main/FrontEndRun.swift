import Domain
import Foundation
import Presentation

/// How a front end that serves calls (the MCP server) runs foodybite on the live graph, each call on a composition of
/// its own (`LiveComposition`), its notes going to the call's console: the doors' services (`DoorServices`) for each call, which it
/// runs through the doors (`NearbyDoor`, `DetailsDoor`, `SearchDoor`, `RouteDoor`, `ReviewsDoor`), never a command
/// line. One way to search, cache and sign in, whatever asks.
public struct FrontEndRun: DoorsHost {
    public let environment: [String: String]
    /// The routes and matrices in flight across the calls (identical ones joined).
    private let joinedCalls = JoinedCalls()

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The process's environment (settings, `HOME`, the XDG folders), as the command line reads it.
    public static func processEnvironment() -> [String: String] {
        ProcessEnvironment.read()
    }

    /// The live graph for one call, with `console` and `progress`, in the call's conventions; the call's pending cache
    /// writes done before it returns.
    public func withServices<Answer: Sendable>(
        console: any Console, progress: any WorkProgress, language: String?, units: UnitSystem?,
        _ body: (DoorServices) async -> Answer
    ) async -> Answer {
        var composition = LiveComposition(environment: environment, console: console)
        composition.progress = progress
        composition.joinedCalls = joinedCalls
        let services = composition.services()
        let flags = ConventionFlags(language: language, units: units)
        let conventions =
            (try? services.conventions(flags)) ?? flags.asAsked
        let answer = await Conventions.$current.withValue(conventions) { await body(services.doors) }
        await composition.writes.finish()
        return answer
    }

    public func mapPageParts(console: any Console) throws -> MapPageSettings {
        let services = LiveComposition(environment: environment, console: console).services()
        return MapPageSettings(tiles: try services.tileSource(), library: services.mapLibrary())
    }
}
