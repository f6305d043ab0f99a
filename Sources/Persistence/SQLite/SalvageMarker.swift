import Domain
import Foundation

/// `<file>.salvage`: the name of a damaged file set aside whose readable rows are not yet all in the new file. Written
/// (atomically) before the damaged file is moved, removed only once the new file holds what was salvaged and is
/// sealed, so that a process killed anywhere between leaves a marker the next open takes the salvage up again from
/// (issue 66: a kill between the move and the copy left a new, empty file and the user's reviews only in the set-aside
/// one). The marker holds a file name only, in the database's own folder; anything else in it is no marker.
enum SalvageMarker {
    /// Records that `aside` (a path in `url`'s folder) is about to hold `url`'s damaged files.
    static func write(_ aside: String, for url: URL) throws {
        let name = URL(fileURLWithPath: aside).lastPathComponent
        try AtomicFile.write(Data((name + "\n").utf8), to: marker(url), mode: 0o600)
    }

    /// The set-aside file a salvage interrupted left to finish: its path when the marker names a file of this
    /// database's that exists; a marker naming nothing there (a kill before the move began) is removed.
    static func pending(_ url: URL) -> String? {
        let marker = marker(url)
        AtomicFile.removeStaleTemporaries(of: marker)
        guard let handle = FileHandle(forReadingAtPath: marker.path) else { return nil }
        let data = (try? handle.read(upToCount: 1_024)) ?? Data()
        try? handle.close()
        let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = url.deletingLastPathComponent()
        guard name.hasPrefix(url.lastPathComponent + "."), !name.contains("/"),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
        else {
            remove(url)
            return nil
        }
        return folder.appendingPathComponent(name).path
    }

    static func remove(_ url: URL) {
        unlink(marker(url).path)
    }

    private static func marker(_ url: URL) -> URL {
        URL(fileURLWithPath: url.path + ".salvage")
    }
}
