import Foundation
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
        let start = ContinuousClock.now

        // When / Then
        XCTAssertThrowsError(try ConfigFile(url: url).read()) { error in
            XCTAssertEqual((error as? ConfigFileError)?.message.contains("not a regular file"), true, "\(error)")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
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
