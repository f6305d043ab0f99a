import Domain
import Presentation

/// One tool call's way through a door: the services the host makes for it, with the call's console, progress,
/// language and units.
struct DoorCall: Sendable {
    let host: any DoorsHost
    let console: CapturingConsole
    let progress: any WorkProgress
    let language: String?
    let units: UnitSystem?

    func callAsFunction<Answer: Sendable>(_ door: (DoorServices) async -> Answer) async -> Answer {
        await host.withServices(console: console, progress: progress, language: language, units: units, door)
    }
}
