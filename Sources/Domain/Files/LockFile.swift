import Foundation

/// A file foodybite keeps beside its data only to lock it or to space requests (`nominatim.last`, `osrm.last`, a
/// database's or the session's `.lock`, the cache's purge marker): opened, created 0600 when missing, never through a
/// link, never waited on (`O_NONBLOCK`: a FIFO put in its place cannot block the open), and used only when it is a
/// regular file. Anything else there (a FIFO, a directory, a device, a socket) is refused with a reason naming the
/// file, to remove, never used: a FIFO read as a lock file made every process think no request came before.
public enum LockFile {
    public struct Refused: Error {
        public let path: String
        public let reason: String
    }

    /// The open descriptor (the caller closes it), `flags` with `O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK` added.
    public static func open(_ path: String, flags: Int32) -> Result<Int32, Refused> {
        let descriptor = Foundation.open(path, flags | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { return .failure(Refused(path: path, reason: String(cString: strerror(errno)))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(Refused(path: path, reason: "not a regular file"))
        }
        return .success(descriptor)
    }
}

extension LockFile {
    /// Why an exclusive lock was not taken: another process held it until the deadline, or the system refused it (in
    /// its words).
    public enum Wait: Error, Equatable {
        case timedOut
        case failed(String)
    }

    /// Takes the exclusive `flock` on `descriptor`, trying again every `pause` until `deadline` (the lock goes with the
    /// descriptor: closing it unlocks). A process that holds it past the deadline is `timedOut`, never a hang.
    public static func lock(_ descriptor: Int32, until deadline: ContinuousClock.Instant, pause: Duration = .milliseconds(50))
        throws(Wait)
    {
        while let busy = try attempt(descriptor, until: deadline), busy { usleep(microseconds(pause)) }
    }

    /// `lock` without blocking the thread: a task waits for the lock.
    public static func lock(_ descriptor: Int32, until deadline: ContinuousClock.Instant, pause: Duration) async throws {
        while let busy = try attempt(descriptor, until: deadline), busy { try await Task.sleep(for: pause) }
    }

    /// One try: nil when taken, true when another process holds it and the deadline is not past.
    private static func attempt(_ descriptor: Int32, until deadline: ContinuousClock.Instant) throws(Wait) -> Bool? {
        guard flock(descriptor, LOCK_EX | LOCK_NB) != 0 else { return nil }
        guard errno == EWOULDBLOCK || errno == EINTR else { throw .failed(String(cString: strerror(errno))) }
        guard ContinuousClock.now < deadline else { throw .timedOut }
        return true
    }

    private static func microseconds(_ duration: Duration) -> UInt32 {
        UInt32(clamping: duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000)
    }
}
