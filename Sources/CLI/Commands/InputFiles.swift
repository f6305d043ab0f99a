import Foundation

/// Reads the files commands take (`--profile-image`, `--text-file`), `-` meaning stdin, with size limits.
enum InputFiles {
    static func read(_ path: String, option: String, maxBytes: Int) throws -> Data {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw UsageError("\(option): no such file: \(path)")
            }
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw UsageError("\(option): cannot read \(path)")
            }
            data = contents
        }
        guard data.count <= maxBytes else {
            throw UsageError("\(option): \(path) is larger than \(maxBytes / 1024) KiB")
        }
        return data
    }
}
