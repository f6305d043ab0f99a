import Domain
import Foundation
import Networking
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `config.yaml`: a flat mapping of `Setting`s to strings. Written atomically, 0600, in a 0700 directory.
/// Read with a size cap (64 KiB, checked while reading) and as a YAML node tree whose top-level values must be
/// scalars: an alias to a nested structure (a "billion laughs") is refused without ever being expanded.
struct ConfigFile: Sendable {
    static let maxBytes = 64 * 1024

    let url: URL

    /// The file's values; an absent file is empty. Unknown keys are kept but ignored.
    func read() throws(ConfigFileError) -> [String: String] {
        AtomicFile.removeStaleTemporaries(of: url)  // of a `config set` killed while writing
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let text = try boundedText()
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw .unreadable(url.path, "not valid YAML")
        }
        guard let root else { return [:] }
        guard case .mapping(let mapping) = root else { throw .unreadable(url.path, "expected 'key: value' lines") }
        var values: [String: String] = [:]
        for (key, value) in mapping {
            guard case .scalar(let name) = key, case .scalar(let scalar) = value else {
                throw .unreadable(url.path, "expected 'key: value' lines (no lists, nested maps or aliases to them)")
            }
            values[name.string] = scalar.string
        }
        return values
    }

    /// At most `maxBytes` of a regular file. It is opened without blocking and checked before it is read: a FIFO,
    /// a device or a socket as the config file is refused at once, never waited on.
    private func boundedText() throws(ConfigFileError) -> String {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(url.path, String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(url.path, "not a regular file")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: Self.maxBytes + 1) ?? Data()
        } catch {
            throw .unreadable(url.path, "\(error.localizedDescription)")
        }
        guard data.count <= Self.maxBytes else { throw .unreadable(url.path, "larger than \(Self.maxBytes / 1024) KiB") }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(url.path, "not UTF-8 text") }
        return text
    }

    func write(_ values: [String: String]) throws(ConfigFileError) {
        let directory = url.deletingLastPathComponent()
        // The reason in the system's words ("Not a directory" when XDG_CONFIG_HOME is a file), never Foundation's
        // "NSCocoaErrorDomain error 512".
        if let reason = PrivateDirectory.make(directory.path) { throw .unwritable(directory.path, reason) }
        do {
            let yaml = try Yams.dump(object: values, sortKeys: true)
            try AtomicFile.write(
                Data(("# foodybite configuration (see \(SuggestedCommand.configHelp))\n" + yaml).utf8), to: url, mode: 0o600)
        } catch let error as POSIXError {
            throw .unwritable(url.path, String(cString: strerror(error.code.rawValue)))
        } catch {
            throw .unwritable(url.path, "\(error)")
        }
    }

    /// Whether group or others can read the file (a warning when it holds a secret).
    var isReadableByOthers: Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return false }
        return info.st_mode & 0o077 != 0
    }
}

enum ConfigFileError: Error, Equatable {
    case unreadable(String, String)
    case unwritable(String, String)

    var message: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
