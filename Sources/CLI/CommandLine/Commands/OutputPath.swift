import ArgumentParser
import Domain
import Foundation
import Presentation

/// Output files: the parent must exist, the path must not be a directory, and an existing file is replaced only
/// with --force. Writing is atomic (a sibling temporary file renamed over the path).
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

    static func write(_ data: Data, to path: String, force: Bool) throws {
        do {
            try check(path, force: force)
        } catch let error as ValidationError {
            throw UsageError(error.message)
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ServiceError(.unavailable, "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
