/// Why standard output could not take what a command wrote.
public enum OutputError: Error, Equatable, Sendable {
    /// The reader went away (EPIPE: `foodybite nearby | head -1`): end quietly, as other tools do.
    case closed
    /// Any other write failure (a full disk, an I/O error), with the system's words for it.
    case failed(String)
}
