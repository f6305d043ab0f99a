import CLI
import Domain

/// How a front end other than the command line (the MCP server) runs foodybite: a line of the command line's own
/// words, parsed, checked and run by `FoodybiteRunner` on the live graph, as `foodybite` runs it, with its output and
/// messages going to the front end's console. One way to search, cache and sign in, whatever asks.
public struct FrontEndRun: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The process's environment (settings, `HOME`, the XDG folders), as the command line reads it.
    public static func processEnvironment() -> [String: String] {
        ProcessEnvironment.read()
    }

    /// Runs one line (`["nearby", "--location", "47.32,5.04", "--format", "json"]`): its output and messages to
    /// `console`, a slow request's progress to `progress`; the exit code, once pending cache writes are done. Nothing
    /// is read from stdin (no prompt: the line must say everything).
    public func run(_ arguments: [String], console: any Console, progress: any WorkProgress = NoProgress()) async
        -> Int32
    {
        await withDependencies(console: console, progress: progress) {
            await FoodybiteRunner.run(arguments: arguments, dependencies: $0)
        }
    }

    /// `nearby` from a front end's own typed arguments (`NearbyDoor`): no command line; the answer, or the exit code
    /// of its error once its message was written to `console`.
    public func nearby(
        _ arguments: [String: NearbyDoor.Argument], console: any Console, progress: any WorkProgress = NoProgress()
    ) async -> Result<NearbyDoor.Answer, DoorFailure> {
        await withDependencies(console: console, progress: progress) {
            await NearbyDoor.run(arguments, dependencies: $0)
        }
    }

    /// `details` of a place for a front end (`DetailsDoor`): no command line; its record, or the exit code of its
    /// error once its message was written to `console`.
    public func details(placeID: String, offline: Bool, console: any Console, progress: any WorkProgress = NoProgress())
        async -> Result<JSONValue, DoorFailure>
    {
        await withDependencies(console: console, progress: progress) {
            await DetailsDoor.run(placeID: placeID, offline: offline, dependencies: $0)
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
        let result = await body(dependencies)
        await composition.writes.finish()
        return result
    }
}
