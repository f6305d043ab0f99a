import Foundation

/// A private directory (a database's, the configuration's), made as `FileManager.createDirectory(withIntermediateDirectories:attributes:
/// [.posixPermissions: 0o700])` makes it, with mkdir(2): the attributes dictionary alone cost the Swift runtime a
/// search of every conformance in the binary (half a million instructions) on every run.
public enum PrivateDirectory {
    /// Makes `path` and its missing parents, each 0700; nothing when it is a directory already. The reason when it
    /// cannot be made (`strerror`; a file in the way is named: "PATH: Not a directory").
    public static func make(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "\(path): " + String(cString: strerror(ENOTDIR))
        }
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
            let failure = make(String(path[..<slash]))
        {
            return failure
        }
        if mkdir(path, 0o700) == 0 { return nil }
        let error = errno
        // Made by another process in the meantime.
        if error == EEXIST, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return nil }
        return String(cString: strerror(error))
    }
}
