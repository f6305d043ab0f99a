import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
/// Writing results throws `OutputError` (a closed pipe, a full disk); diagnostics are best effort.
public protocol Console: Sendable {
    func write(_ text: String) throws(OutputError)
    func writeError(_ text: String)
    /// Bytes to standard output (an image with `--output -`).
    func writeData(_ data: Data) throws(OutputError)
}
