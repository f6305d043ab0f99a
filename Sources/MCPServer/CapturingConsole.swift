import Foundation
import Presentation
import Synchronization

/// The console of one tool call: what the command writes to stdout (the answer) and to stderr (errors and warnings,
/// then the notes a person reads), kept for the result. Nothing reaches the process's stdout, which is the protocol's.
final class CapturingConsole: Console {
    private struct Output {
        var data = Data()
        var errors: [String] = []
        var notes: [String] = []
    }

    /// The most an answer may hold (a city's nearby answer in JSON is far less).
    static let limit = 16 << 20
    private let output = Mutex(Output())

    func write(_ text: String) throws(OutputError) {
        try writeData(Data(text.utf8))
    }

    func writeData(_ data: Data) throws(OutputError) {
        let kept = output.withLock { output -> Bool in
            guard output.data.count + data.count <= Self.limit else { return false }
            output.data.append(data)
            return true
        }
        if !kept { throw OutputError.failed("the answer is larger than \(Self.limit >> 20) MB") }
    }

    func writeError(_ text: String) {
        output.withLock { $0.errors += Self.lines(text) }
    }

    func writeInfo(_ text: String) {
        output.withLock { $0.notes += Self.lines(text) }
    }

    var data: Data { output.withLock { $0.data } }
    var errors: [String] { output.withLock { $0.errors } }
    var notes: [String] { output.withLock { $0.notes } }
    /// The errors and warnings, then the notes: all the call told.
    var told: [String] { output.withLock { $0.errors + $0.notes } }

    /// A message's lines (a note comes typed, `Note`, and is told as its text: no front end's prefix to take off).
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }
}
