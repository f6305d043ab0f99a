import Foundation
import Synchronization
import XCTest

@testable import Main

#if canImport(Glibc)
    import Glibc
#endif

final class ConfigFileTests: XCTestCase {
    func test_read_refusesAFIFOAtOnceInsteadOfWaitingForAWriter() throws {
        // Given a FIFO where config.yaml should be (nobody ever writes to it)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("config.yaml")
        XCTAssertEqual(mkfifo(url.path, 0o600), 0)
        let returned = expectation(description: "read returned")
        let message = Mutex<String?>(nil)

        // When the file is read on a thread of its own (a read that waited for a writer would never end)
        Thread.detachNewThread {
            do {
                _ = try ConfigFile(url: url).read()
            } catch {
                message.withLock { $0 = (error as? ConfigFileError)?.message ?? "\(error)" }
            }
            returned.fulfill()
        }

        // Then it is refused: the wait is a bound for a read that never ends, not a measure of the machine's speed
        wait(for: [returned], timeout: 60)
        let said = message.withLock { $0 } ?? "no error"
        XCTAssertTrue(said.contains("not a regular file"), said)
    }

    func test_read_readsARegularFile() throws {
        // Given
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-config-\(UUID().uuidString).yaml")
        try Data("provider: all\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        // When / Then
        XCTAssertEqual(try ConfigFile(url: url).read(), ["provider": "all"])
    }
}
