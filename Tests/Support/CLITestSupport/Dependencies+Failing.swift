import CLI
import Foundation
import Presentation
@_exported import PresentationTestSupport

extension Dependencies {
    /// Every member fails (throws `UnimplementedDependency`, or returns nothing) until a test sets it: each test
    /// states exactly what its command uses (`FrontEndServices.failing`).
    public static func failing(
        console: any Console = ConsoleSpy(), terminal: TerminalCapabilities = .plain,
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }
    ) -> Dependencies {
        Dependencies(
            .failing(console: console, now: now), terminal: terminal, stdinIsTerminal: false,
            version: FoodybiteVersion.current)
    }
}
