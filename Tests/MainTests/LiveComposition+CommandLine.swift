import CLI
import Presentation

@testable import Main

extension LiveComposition {
    /// The command line's world on this composition, as the `foodybite` executable builds it (no terminal, stdin not
    /// one, the plain version).
    func commandLine(terminal: TerminalCapabilities = .plain) -> Dependencies {
        Dependencies(services(), terminal: terminal, stdinIsTerminal: false, version: FoodybiteVersion.current)
    }
}
