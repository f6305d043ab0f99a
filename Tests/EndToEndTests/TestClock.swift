import Foundation

/// The instant, zone, locale and terminal every process the end-to-end tests start gets, unless a test sets its own:
/// the suite is green at any hour, in any zone, locale and terminal, because it never reads the machine's.
/// `make test-anytime` runs the classes again with others (`FOODYBITE_TEST_NOW`, `FOODYBITE_TEST_TZ`,
/// `FOODYBITE_TEST_LANG`, `FOODYBITE_TEST_COLUMNS`, read from the test process's own environment); the calling
/// shell's `TZ`, `LANG`, `LC_*` and `COLUMNS` never reach a process a test starts.
enum TestClock {
    /// Wednesday 25 November 2026, 12:30 in Paris: a weekday lunch, the README's examples' moment.
    static let defaultInstant = "2026-11-25T12:30:00+01:00"

    /// The instant `foodybite` judges hours at (`FOODYBITE_NOW`) and the sandbox's clock starts at.
    static var instant: String { setting("FOODYBITE_TEST_NOW") ?? defaultInstant }

    /// The processes' environment: the instant, the zone (UTC), the locale (C.UTF-8), and no `COLUMNS` unless asked.
    static var environment: [String: String] {
        var environment = [
            "FOODYBITE_NOW": instant, "TZ": setting("FOODYBITE_TEST_TZ") ?? "UTC",
            "LANG": setting("FOODYBITE_TEST_LANG") ?? "C.UTF-8",
        ]
        environment["COLUMNS"] = setting("FOODYBITE_TEST_COLUMNS")
        return environment
    }

    /// The sandbox's: its clock starts at the instant (`FOODYBITE_SANDBOX_NOW`) and runs on from there.
    static var sandboxEnvironment: [String: String] { ["FOODYBITE_SANDBOX_NOW": instant, "TZ": "UTC", "LANG": "C.UTF-8"] }

    private static func setting(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
