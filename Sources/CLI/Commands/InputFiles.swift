import Foundation
import Presentation

/// Reads the files commands take (`--profile-image`, `--text-file`), `-` meaning stdin, with size limits
/// enforced while reading: at most `maxBytes + 1` bytes are ever read, so `</dev/zero` costs nothing.
enum InputFiles {
    static func read(_ path: String, option: String, maxBytes: Int) throws -> Data {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw UsageError("\(option): no such file: \(path)")
            }
            guard let file = FileHandle(forReadingAtPath: path) else { throw UsageError("\(option): cannot read \(path)") }
            handle = file
        }
        defer { if path != "-" { try? handle.close() } }
        let data = try readUpTo(maxBytes + 1, from: handle, option: option, path: path)
        guard data.count <= maxBytes else {
            throw UsageError("\(option): \(path == "-" ? "standard input" : path) is larger than \(maxBytes / 1024) KiB")
        }
        return data
    }

    private static func readUpTo(_ count: Int, from handle: FileHandle, option: String, path: String) throws -> Data {
        var data = Data()
        do {
            while data.count < count, let chunk = try handle.read(upToCount: min(65_536, count - data.count)), !chunk.isEmpty {
                data.append(chunk)
            }
        } catch {
            throw UsageError("\(option): cannot read \(path): \(error.localizedDescription)")
        }
        return data
    }
}
