import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps requests to one service at least `interval` apart across every process that shares `file` (Nominatim's
/// "at most one request a second" is per application, not per process): under the file's exclusive lock (polled,
/// so no thread blocks), it reads when the last request ended (else was sent), waits out the rest of the interval,
/// and writes the time this one goes; `ended` writes when it ended. Counted from the end, the pause holds where the
/// service sees the requests arrive, however long one took to leave. A lock not had within `patience` is an error,
/// never a request sent early.
public struct FileRequestSpacing: Sendable {
    private let file: URL
    private let interval: Duration
    private let patience: Duration
    private let now: @Sendable () -> Double
    private let sleep: @Sendable (Duration) async throws -> Void

    /// `now` (seconds since 1970: the time other processes read) and `sleep` are the clock's: a test gives its own, so
    /// that nothing it checks depends on the machine's speed.
    public init(
        file: URL, interval: Duration = .seconds(1), patience: Duration = .seconds(20),
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.file = file
        self.interval = interval
        self.patience = patience
        self.now = now
        self.sleep = sleep
    }

    /// Waits until `interval` has passed since the last request of any process ended (or, when none said so, was
    /// sent), then records this one as sent.
    public func wait() async throws {
        try await locked { descriptor in
            let last = Self.read(descriptor)
            let now = self.now()
            let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
            if let last, now >= last, now - last < seconds {
                try await sleep(.seconds(seconds - (now - last)))
            }
            Self.write(self.now(), descriptor)
        }
    }

    /// Records that the request has ended (its answer or failure is in): the next one, in any process, waits
    /// `interval` from now. Best effort: a file it cannot use leaves the time written by `wait`.
    public func ended() async {
        try? await locked { descriptor in
            let now = self.now()
            if (Self.read(descriptor) ?? 0) < now { Self.write(now, descriptor) }
        }
    }

    /// Runs `body` under the file's exclusive lock.
    private func locked(_ body: (Int32) async throws -> Void) async throws {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Not followed when a link (it could point anywhere foodybite can write); a directory, a loop or a link is
        // an error naming the file, which the user can remove, never a request sent unspaced.
        let descriptor: Int32
        switch LockFile.open(file.path, flags: O_RDWR) {
        case .success(let opened): descriptor = opened
        case .failure(let refused):
            throw ServiceError(.unavailable, "cannot use \(file.path) to space requests (\(refused.reason)): remove it")
        }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw ServiceError(.unavailable, "cannot lock \(file.path) (\(String(cString: strerror(errno))))")
            }
            guard ContinuousClock.now < deadline else {
                throw ServiceError(
                    .temporary, "\(file.path) is held by another foodybite process (waited \(patience)); try again later")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        defer { flock(descriptor, LOCK_UN) }
        try await body(descriptor)
    }

    /// The last request's time, in seconds since 1970; nil when none or unreadable.
    private static func read(_ descriptor: Int32) -> Double? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Double(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            .flatMap { $0.isFinite ? $0 : nil }
    }

    private static func write(_ time: Double, _ descriptor: Int32) {
        let bytes = Array(String(format: "%.6f\n", time).utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}
