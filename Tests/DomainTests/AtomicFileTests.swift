import Domain
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class AtomicFileTests: XCTestCase {
    func test_removeStaleTemporaries_removesAKilledWritersAtOnceAndKeepsALiveOnesYoungFile() throws {
        // Given a file, the temporary file of a writer that is gone (a child process, waited for), and one of a
        // writer still running (this process), both just made
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data.seal")
        let gone = try Self.pidOfAFinishedProcess()
        let killed = folder.appendingPathComponent(".data.seal.\(gone).\(UUID().uuidString).tmp")
        let live = folder.appendingPathComponent(".data.seal.\(getpid()).\(UUID().uuidString).tmp")
        for temporary in [killed, live] { try Data("partial".utf8).write(to: temporary) }

        // When
        AtomicFile.removeStaleTemporaries(of: file)

        // Then
        XCTAssertFalse(FileManager.default.fileExists(atPath: killed.path), "its writer is gone")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path), "its writer may still rename it")

        // When a minute has passed, the live one is taken as left too (a process id can be taken again)
        AtomicFile.removeStaleTemporaries(of: file, now: Date().addingTimeInterval(120))
        XCTAssertFalse(FileManager.default.fileExists(atPath: live.path))
    }

    func test_write_leavesOnlyTheFileWithItsMode() throws {
        // Given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data.seal")

        // When
        try AtomicFile.write(Data("one".utf8), to: file, mode: 0o600)
        try AtomicFile.write(Data("two".utf8), to: file, mode: 0o600)

        // Then
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["data.seal"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "two")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
    }

    /// The id of a process that ran and was waited for: no process has it now (until the system gives it again).
    private static func pidOfAFinishedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
