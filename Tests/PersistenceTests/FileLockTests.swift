import Domain
import Foundation
import Persistence
import XCTest

final class FileLockTests: XCTestCase {
    func test_withLock_givesUpWithATemporaryFailureNamingTheFileWhenTheLockIsHeldTooLong() throws {
        // Given a lock held by another holder (another open file description, as another process would have)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sut = FileLock(path: path, timeout: .milliseconds(200))

        // When
        let outcome = try FileLock(path: path).withLock { Result { try sut.withLock {} } }

        // Then
        guard case .failure(let error as ServiceError) = outcome else { return XCTFail("expected a failure: \(outcome)") }
        XCTAssertEqual(error.kind, .temporary)
        XCTAssertTrue(error.message.contains(path), error.message)
    }

    func test_withLock_runsTheBodyOnceTheLockIsFree() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }

        XCTAssertEqual(try FileLock(path: path, timeout: .milliseconds(200)).withLock { 42 }, 42)
    }

    func test_withLock_refusesAFIFOInPlaceOfTheLockFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(mkfifo(path, 0o600), 0)

        XCTAssertThrowsError(try FileLock(path: path, timeout: .milliseconds(200)).withLock {}) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }
}
