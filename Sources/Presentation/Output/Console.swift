import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
/// Writing results throws `OutputError` (a closed pipe, a full disk); diagnostics are best effort.
public protocol Console: Sendable {
    func write(_ text: String) throws(OutputError)
    /// Errors, warnings and prompts: always shown.
    func writeError(_ text: String)
    /// What a person may like to know, on stderr (what was saved, where "near" is, that results are cached): left
    /// out with `--quiet`.
    func writeInfo(_ text: String)
    /// Bytes to standard output (an image with `--output -`).
    func writeData(_ data: Data) throws(OutputError)
    /// A note, as this front end says it (the default: its text, a warning or a log line as an error, information as
    /// information).
    func tell(_ note: Note)
}

extension Console {
    public func writeInfo(_ text: String) { writeError(text) }

    public func tell(_ note: Note) {
        if note.isInformation { writeInfo(note.text + "\n") } else { writeError(note.text + "\n") }
    }
}
