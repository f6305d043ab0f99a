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
