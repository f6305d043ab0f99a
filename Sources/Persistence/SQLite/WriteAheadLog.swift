import Foundation
import GRDB

/// The `-wal` file of a database whose writes are each checkpointed (the user's data): empty between commands, so
/// the main file alone holds the data and a copy of it is a backup. One found not empty at open is what an
/// interrupted command left: its frames are moved into the main file, and said; SQLite ignores damaged frames
/// without an error, so a committed change it could not read (a damaged file) is said too, and the file copied aside
/// first, while the unfinished change of a killed write is no damage (`WriteAheadLogTail`).
enum WriteAheadLog {
    /// How large a cache's `-wal` file may grow before a write moves it into the main file (SQLite's own checkpoint
    /// waits for 1,000 pages, 4 MB). Every process that opens the cache is its first connection, so SQLite reads the
    /// whole `-wal` file to rebuild its index: 2.8 M instructions at every open by 2 MB; by 256 KB, a checkpoint (and
    /// its syncs) every 60 searches or so.
    static let cacheLimit = 256 * 1_024

    /// The size of `url`'s `-wal` file in bytes (0 when there is none).
    static func size(of url: URL) -> Int {
        var status = stat()
        guard stat(url.path + "-wal", &status) == 0 else { return 0 }
        return Int(status.st_size)
    }

    /// Moves the `-wal` file's readable frames into the main file (emptying the `-wal` file; what opening wrote, a
    /// migration, too) and says what was found when it was not empty before opening (`size`); nil when it was. The
    /// rows about to be moved are sealed as expected first, as a write does (issue 66: a process killed between this
    /// checkpoint and the seal's rewrite left a sound file that the next open called damaged).
    static func settle(_ queue: DatabaseQueue, url: URL, size: Int, now: Date) throws -> String? {
        guard size > 0 else {
            if Self.size(of: url) > 0 {
                try? queue.read { try MainFileSeal.expect(for: url, $0) }
                _ = try? queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            }
            return nil
        }
        let path = url.path + "-wal"
        try queue.read { try MainFileSeal.expect(for: url, $0) }
        return try queue.writeWithoutTransaction { db in
            let readable = try db.checkpoint(.passive).walFrameCount
            let tail = WriteAheadLogTail.of(fileAt: path, readFrames: readable)
            let aside = tail == .damaged ? try copyAside(path, now: now) : nil
            _ = try db.checkpoint(.truncate)
            let moved = "\(path) held \(readable) page(s) not yet in \(url.path) (a command was interrupted): moved there now"
            switch tail {
            case .none: return moved
            case .interrupted: return moved + "; the change it was writing when it stopped was not whole, and is not in it"
            case .damaged:
                return "\(path) was damaged: \(readable) of its pages were read into \(url.path), the changes in the "
                    + "others could not be (they are lost); "
                    + (aside.map { "the file was copied to \($0)" } ?? "a copy of the file could not be made")
            }
        }
    }

    /// A copy of the damaged file under a name no other takes (`SetAside`'s).
    private static func copyAside(_ path: String, now: Date) throws -> String? {
        let copy = try SetAside.freeName(for: path + ".damaged-" + SetAside.stamp(now))
        return FileExtents.sparseCopy(path, to: copy) ? copy : nil
    }
}
