import ArgumentParser
import Domain
import Presentation

/// What a `nearby` line asks for, as plain values: the search's (`NearbyForm`) and how the answer is written. `NearbyCommand` (ArgumentParser's definition, its help and its errors) and the fast
/// reader of common lines (`NearbyArguments.read`) both give one, and the search runs from it.
struct NearbyArguments: Equatable, Sendable {
    var form = NearbyForm()
    var format = OutputFormat.table
    var ascii = false
    /// `--output`: the file the answer goes to (nil: stdout).
    var output: String?
    /// `--open`: also open the page.
    var open = false

    /// `--force`: replace an existing `--output` file.
    var force = false
    var answerOutput: AnswerOutput { AnswerOutput(path: output, open: open, force: force) }

    /// Every rule of the line, in the order ArgumentParser checks them (each option group, then the command); a broken
    /// one is ArgumentParser's validation error, so that its message points to the help.
    func validate() throws {
        try ValidationError.checking(form.validate)
        try ValidationError.checking { try answerOutput.validate(isPage: format == .html) }
    }
}
