import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps requests to one service at least `interval` apart across every process that shares `file` (Nominatim's
/// "at most one request a second" is per application, not per process): under the file's exclusive lock (polled,
/// so no thread blocks), it reads when the last request was sent and whether it has ended; while it is in flight it
/// waits for its end (up to `inFlightLimit` after it was sent: its process may have died), then waits out the rest of
/// the interval from that end, and writes the time this one goes; `ended` writes when it ended. Counted from the end,
/// the pause holds where the service sees the requests arrive, however long one took to leave (issue 55: counted from
/// the send of one still in flight, two reached the sandbox 0.94 s apart). A lock not had within `patience` (3 minutes:
/// processes sharing a home, two MCP servers or cron jobs, queue rather than fail, issue 59) is an error, never a
/// request sent early. A caller that would wait longer than `maximumWait` behind the calls this process already has
/// queued for the file (an MCP server's callers, each with its own deadline) is told at once when to try again,
/// instead of queued past its deadline. The file holds `SENT ENDED` in seconds since 1970, `-` for a request in flight.
public struct FileRequestSpacing: Sendable {
    /// The callers of this process waiting their turn, by file.
    private static let queued = Locked<[String: Int]>([:])

    private let file: URL
    private let interval: Duration
    private let patience: Duration
    private let maximumWait: Duration?
    private let inFlightLimit: Double
    private let now: @Sendable () -> Double
    private let sleep: @Sendable (Duration) async throws -> Void

    /// `now` (seconds since 1970: the time other processes read) and `sleep` are the clock's: a test gives its own, so
    /// that nothing it checks depends on the machine's speed.
    public init(
        file: URL, interval: Duration = .seconds(1), patience: Duration = .seconds(180), maximumWait: Duration? = nil,
        inFlightLimit: Double = 10,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.file = file
        self.interval = interval
        self.patience = patience
        self.maximumWait = maximumWait
        self.inFlightLimit = inFlightLimit
        self.now = now
        self.sleep = sleep
    }

    /// Waits until the last request of any process has ended and `interval` has passed since (one that never said it
    /// ended: since it was sent), then records this one as sent and in flight.
    public func wait() async throws {
        let ahead = Self.queued.withLock { queued in
            let ahead = queued[file.path, default: 0]
            if let maximumWait, interval * ahead > maximumWait { return Optional(ahead) }
            queued[file.path] = ahead + 1
            return nil
        }
        if let ahead {
            let seconds = (interval * ahead).components.seconds
            throw ServiceError(
                .temporary,
                "\(ahead) calls are queued for this server, which takes one request a second: try again in about \(seconds) s")
        }
        defer {
            Self.queued.withLock { queued in
                let left = queued[file.path, default: 1] - 1
                queued[file.path] = left > 0 ? left : nil
            }
        }
        try await waitTurn()
    }

    private func waitTurn() async throws {
        let deadline = ContinuousClock.now + patience
        while true {
            let sent = try await locked { descriptor -> Bool in
                let record = Self.read(descriptor)
                let now = self.now()
                if let record, record.ended == nil, now >= record.sent, now - record.sent < inFlightLimit,
                    ContinuousClock.now < deadline
                {
                    return false  // in flight: its end is waited for, the lock let go meanwhile
                }
                let last = record.map { max($0.sent, $0.ended ?? $0.sent) }
                let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
                if let last, now >= last, now - last < seconds {
                    try await sleep(.seconds(seconds - (now - last)))
                }
                Self.write(Record(sent: self.now(), ended: nil), descriptor)
                return true
            }
            if sent { return }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Records that the request has ended (its answer or failure is in): the next one, in any process, waits
    /// `interval` from now (from the latest time the file holds, should a clock have gone back). Requests go one at a
    /// time, so the one in flight is this one. Best effort: a file it cannot use leaves the time written by `wait`.
    public func ended() async {
        try? await locked { descriptor in
            let now = self.now()
            let record = Self.read(descriptor)
            let end = max(now, record.map { max($0.sent, $0.ended ?? $0.sent) } ?? now)
            Self.write(Record(sent: record?.sent ?? now, ended: end), descriptor)
        }
    }

    /// Runs `body` under the file's exclusive lock.
    private func locked<T>(_ body: (Int32) async throws -> T) async throws -> T {
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
        do {
            try await LockFile.lock(descriptor, until: .now + patience, pause: .milliseconds(20))
        } catch LockFile.Wait.timedOut {
            // No path: an assistant's answer names none (issue 59), and the user has nothing to remove.
            throw ServiceError(
                .temporary,
                "other foodybite processes are queued for the same server, which takes one request a second (waited \(patience)); try again later"
            )
        } catch LockFile.Wait.failed(let reason) {
            throw ServiceError(.unavailable, "cannot lock \(file.path) (\(reason))")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await body(descriptor)
    }

    /// When the last request was sent, and when it ended (nil: in flight).
    private struct Record {
        let sent: Double
        let ended: Double?
    }

    /// The last request's record; nil when none or unreadable. One time alone (what foodybite wrote before it told a
    /// request in flight apart) is taken as ended then.
    private static func read(_ descriptor: Int32) -> Record? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer.prefix(count), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        func time(_ text: Substring) -> Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }
        guard let first = fields.first, let sent = time(first) else { return nil }
        guard fields.count == 2 else { return fields.count == 1 ? Record(sent: sent, ended: sent) : nil }
        if fields[1] == "-" { return Record(sent: sent, ended: nil) }
        return time(fields[1]).map { Record(sent: sent, ended: $0) }
    }

    private static func write(_ record: Record, _ descriptor: Int32) {
        let ended = record.ended.map { String(format: "%.6f", $0) } ?? "-"
        let bytes = Array((String(format: "%.6f ", record.sent) + ended + "\n").utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}
