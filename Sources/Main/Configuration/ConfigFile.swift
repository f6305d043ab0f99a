import Foundation
import Networking
import Yams

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `config.yaml`: a flat mapping of `ConfigKey`s to strings. Written atomically, 0600, in a 0700 directory.
struct ConfigFile: Sendable {
    let url: URL

    /// The file's values; an absent file is empty. Unknown keys are kept but ignored.
    func read() throws(ConfigFileError) -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(url.path, "\(error.localizedDescription)")
        }
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            throw .unreadable(url.path, "not valid YAML")
        }
        guard let loaded else { return [:] }
        guard let mapping = loaded as? [String: Any] else { throw .unreadable(url.path, "expected 'key: value' lines") }
        return mapping.compactMapValues { value in
            switch value {
            case let string as String: return string
            case let number as Int: return String(number)
            case let number as Double: return String(number)
            case let flag as Bool: return String(flag)
            default: return nil
            }
        }
    }

    func write(_ values: [String: String]) throws(ConfigFileError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let yaml = try Yams.dump(object: values, sortKeys: true)
            try AtomicFile.write(
                Data(("# foodybite configuration (see `foodybite config --help`)\n" + yaml).utf8), to: url, mode: 0o600)
        } catch {
            throw .unwritable(url.path, "\(error.localizedDescription)")
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
