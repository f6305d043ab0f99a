import Foundation

/// Writes a file so that readers see the old or the new content, never a part: a temporary file created with the
/// final mode in the same directory (`.NAME.PID.UUID.tmp`, `O_EXCL`), synced, then renamed over the target. A process
/// killed between the two leaves its temporary file behind: the next write of the same file, and the next reader that
/// calls `removeStaleTemporaries`, removes those whose process is gone (and any older than a minute: a process id can
/// be taken again), so none stays past the next command.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL, mode: mode_t) throws {
        removeStaleTemporaries(of: url)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// The names in a folder (none when it cannot be read).
    private static func names(in directory: String) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            // Up to its NUL only: a record is as long as its name (`d_reclen`), not `d_name`'s 256 bytes.
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// How old a temporary file must be to be taken as left by a killed process.
    static let staleAfter: TimeInterval = 60

    /// Removes `.NAME.*.tmp` beside `url` whose writer is gone or older than `staleAfter`.
    public static func removeStaleTemporaries(of url: URL, now: Date = Date()) {
        // The path split by hand and the folder read by readdir(3): `URL.lastPathComponent` and FileManager set up
        // generic types at their first use that cost a start-up about a million instructions.
        let full = url.path
        let slash = full.lastIndex(of: "/")
        let directory = slash.map { full[..<$0].isEmpty ? "/" : String(full[..<$0]) } ?? "."
        let prefix = "." + (slash.map { String(full[full.index(after: $0)...]) } ?? full) + "."
        for name in names(in: directory) where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let writer = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            let writerGone = writer.map { $0 > 0 && kill($0, 0) != 0 && errno == ESRCH } ?? false
            guard writerGone || now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec) > staleAfter else { continue }
            unlink(path)
        }
    }
}
