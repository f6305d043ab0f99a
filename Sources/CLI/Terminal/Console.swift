import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
public protocol Console: Sendable {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Bytes to standard output (an image with `--output -`).
    func writeData(_ data: Data)
}
