import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one writer of the protocol's output: each message and its newline written whole, in the order sent, by a
/// queue of its own before the next one starts, so that no two answers are ever spliced together; a client that
/// reads slowly holds up this queue (blocking writes; a non-blocking descriptor is waited for with poll(2)), never
/// a thread of the tasks that make the answers.
final class LineWriter: Sendable {
    private let descriptor: Int32
    private let queue = DispatchQueue(label: "foodybite-mcp stdout")

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` once those before it are written; an error when the output is gone.
    func write(_ message: Data) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.async { [descriptor] in
                continuation.resume(with: Result { try Self.write(message, descriptor) })
            }
        }
    }

    /// Writes `message` after those before it, without waiting for it (the transport's own answers).
    func enqueue(_ message: Data) {
        queue.async { [descriptor] in try? Self.write(message, descriptor) }
    }

    private static func write(_ message: Data, _ descriptor: Int32) throws {
        var bytes = [UInt8](message)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written >= 0 {
                offset += written
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, -1)
            } else if errno != EINTR {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
    }
}
