import Foundation
import Presentation

/// `--quiet` (`-q`), accepted anywhere before `--`: no progress, and no informational lines on stderr (errors and
/// warnings stay).
public enum QuietFlag {
    static let names: Set<String> = ["--quiet", "-q"]

    public static func isSet(in arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { names.contains($0) }
    }

    /// The arguments without the flag (it is foodybite's own, not a command's).
    static func removed(from arguments: [String]) -> [String] {
        guard let end = arguments.firstIndex(of: "--") else { return arguments.filter { !names.contains($0) } }
        return arguments[..<end].filter { !names.contains($0) } + arguments[end...]
    }
}

/// A console that drops informational lines (`--quiet`).
struct QuietConsole: Console {
    let base: any Console

    func write(_ text: String) throws(OutputError) { try base.write(text) }
    func writeError(_ text: String) { base.writeError(text) }
    func writeInfo(_ text: String) {}
    func writeData(_ data: Data) throws(OutputError) { try base.writeData(data) }
    func tell(_ note: Note) { if !note.isInformation { base.tell(note) } }
}
