import FlyingSocks
import Foundation

/// A body that comes one space at a time, `interval` apart, up to `promised` bytes (minutes of it): a server that
/// never goes idle and never finishes (`drip` fault).
struct DripBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    static let promised = 100_000

    let interval: Duration

    func makeAsyncIterator() -> Iterator { Iterator(interval: interval) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let interval: Duration
        var sent = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard sent < DripBytes.promised else { return nil }
            try await Task.sleep(for: interval)
            sent += 1
            return [UInt8(ascii: " ")]
        }
    }
}
