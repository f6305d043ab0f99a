import FlyingSocks
import Foundation

/// A body sent in pieces of `size` bytes, `interval` apart: each its own chunk of a chunked answer (`pieces` fault:
/// what a server that writes as it goes sends, which libcurl hands on one piece at a time), or one space at a time
/// of a long body that never goes idle and never finishes (`drip` fault).
struct PiecesBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let body: Data
    let size: Int
    var interval: Duration?

    /// `drip`: minutes of spaces, one every `interval`.
    static func drip(every interval: Duration) -> PiecesBytes {
        PiecesBytes(body: Data(repeating: UInt8(ascii: " "), count: 100_000), size: 1, interval: interval)
    }

    func makeAsyncIterator() -> Iterator { Iterator(of: self) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        private let bytes: PiecesBytes
        private var offset = 0

        init(of bytes: PiecesBytes) { self.bytes = bytes }

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        /// The next piece, whatever the size suggested.
        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            let body = bytes.body
            guard offset < body.count else { return nil }
            if let interval = bytes.interval { try await Task.sleep(for: interval) }
            let end = Swift.min(body.count, offset + bytes.size)
            defer { offset = end }
            return [UInt8](body[body.startIndex + offset..<body.startIndex + end])
        }
    }
}
