import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When the cache was last purged: the modification time of an empty file beside it (`cache.sqlite.purged`). A
/// purge compiles a DELETE a table (about a million instructions a run, most of a search's cache cost), and content
/// older than the maximum age is never served whether or not it is still in the file, so a write purges only when
/// the last purge is an hour old or more (or in the future: a clock set back), or unknown.
struct PurgeMarker {
    static let interval: TimeInterval = 3600

    let path: String

    func isDue(at now: Date) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        let marked = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        return !(0..<Self.interval).contains(now.timeIntervalSince1970 - marked)
    }

    /// Records a purge at `now`; a marker that cannot be written only means the next write purges again.
    func mark(at now: Date) {
        guard case .success(let descriptor) = LockFile.open(path, flags: O_WRONLY) else { return }
        defer { close(descriptor) }
        let seconds = now.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, let whole = Int(exactly: seconds) else { return }
        let nanoseconds = Int((now.timeIntervalSince1970 - seconds) * 1e9)
        let time = timespec(tv_sec: whole, tv_nsec: min(max(nanoseconds, 0), 999_999_999))
        _ = withUnsafePointer(to: (time, time)) { pair in
            pair.withMemoryRebound(to: timespec.self, capacity: 2) { futimens(descriptor, $0) }
        }
    }
}
