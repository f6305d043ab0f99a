import ArgumentParser
import Domain
import Foundation
import Presentation

/// Output files: the parent must exist, the path must not be a directory, an existing file is replaced only with
/// --force (and keeps its mode), and no file in foodybite's own folders is written (issue 66: `--output` onto
/// `foodybite.sqlite` wiped the favourites, the outbox and the `--changes` records). Writing is atomic (a sibling
/// temporary file, synced, renamed over the path); a file that cannot be written is exit 74 with the system's reason.
enum OutputPath {
    static func check(_ path: String, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw ValidationError("--output: no directory \(url.deletingLastPathComponent().path)") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw ValidationError("--output: \(path) is a directory") }
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
            // Only a regular file is replaced: a FIFO, a device or a socket would be swapped for a file by the rename.
            guard type == .typeRegular else { throw ValidationError("--output: \(path) is not a regular file") }
            if !force { throw ValidationError("--output: \(path) exists; pass --force to replace it") }
        }
    }

    /// Refuses a path in one of foodybite's own folders (its data, cache, configuration and state), however named:
    /// through a link, `..` or another spelling of the same folder.
    static func checkNotOwn(_ path: String, ownFolders: [URL]) throws(UsageError) {
        let folder = canonical(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        for own in ownFolders.map({ canonical($0.path) }) where folder == own || folder.hasPrefix(own + "/") {
            throw UsageError("--output: \(path) is in foodybite's own folder \(own): write the answer elsewhere")
        }
    }

    static func write(_ data: Data, to path: String, force: Bool, ownFolders: [URL]) throws {
        do {
            try check(path, force: force)
        } catch let error as ValidationError {
            throw UsageError(error.message)
        }
        try checkNotOwn(path, ownFolders: ownFolders)
        var info = stat()
        // A file replaced keeps its mode; a new one gets the umask's.
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o666
        do {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path), mode: mode_t(mode))
            if mode != 0o666 { _ = chmod(path, mode) }  // the umask narrowed the temporary file's mode
        } catch {
            throw OutputError.failed("\(path): \(systemReason(error))")
        }
    }

    /// The system's words for a failed write (`File too large`), read from the POSIX error under Foundation's.
    private static func systemReason(_ error: any Error) -> String {
        var current: NSError? = error as NSError
        while let nsError = current {
            if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
            current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return ServiceError.describe(error)
    }

    /// The path with every link resolved (`realpath`), or as given when it cannot be.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
