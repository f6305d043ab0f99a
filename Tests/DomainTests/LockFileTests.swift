import Domain
import Foundation
import XCTest

/// A lock or spacing file is used only when it is a regular file (issue 43, finding 8: a FIFO at `nominatim.last`
/// made three runs 23 ms apart).
final class LockFileTests: XCTestCase {
    func test_open_createsAPrivateRegularFileOrOpensTheOneThere() throws {
        // Given
        let path = try makeDirectory() + "/x.lock"

        // When
        let created = try LockFile.open(path, flags: O_RDWR).get()
        close(created)
        let again = try LockFile.open(path, flags: O_RDWR).get()
        close(again)

        // Then
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func test_open_refusesAFIFOADirectoryAndALink_neverWaitingOnThem() throws {
        // Given
        let directory = try makeDirectory()
        XCTAssertEqual(mkfifo(directory + "/fifo", 0o600), 0)
        try FileManager.default.createDirectory(atPath: directory + "/dir", withIntermediateDirectories: false)
        try Data().write(to: URL(fileURLWithPath: directory + "/target"))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory + "/target")

        for (name, flags) in [("fifo", O_RDWR), ("fifo", O_WRONLY), ("dir", O_RDONLY), ("link", O_RDWR)] {
            // When (a FIFO opened write-only without a reader would block without O_NONBLOCK)
            let outcome = LockFile.open(directory + "/" + name, flags: flags)

            // Then
            guard case .failure(let refused) = outcome else { return XCTFail("\(name) was opened") }
            XCTAssertEqual(refused.path, directory + "/" + name)
            XCTAssertFalse(refused.reason.isEmpty, name)
        }
    }

    private func makeDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lockfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.path
    }
}
