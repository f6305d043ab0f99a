import Domain
import Foundation
import Networking
import XCTest

final class FileTokenStoreTests: XCTestCase {
    func test_write_createsAPrivateFileInAPrivateDirectoryAndReadsItBack() throws {
        // Given
        let sut = FileTokenStore(url: try temporaryURL())
        let session = makeSession()

        // When
        try sut.write(session)

        // Then
        XCTAssertEqual(try sut.read(), session)
        XCTAssertEqual(try mode(sut.url.path), 0o600)
        XCTAssertEqual(try mode(sut.url.deletingLastPathComponent().path), 0o700)
    }

    func test_write_replacesTheFileAtomicallyLeavingNoTemporaryFiles() throws {
        // Given
        let sut = FileTokenStore(url: try temporaryURL())
        try sut.write(makeSession(access: "first"))

        // When
        try sut.write(makeSession(access: "second"))

        // Then
        XCTAssertEqual(try sut.read()?.token.accessToken, "second")
        let names = try FileManager.default.contentsOfDirectory(atPath: sut.url.deletingLastPathComponent().path)
        XCTAssertEqual(Set(names), ["session.json"])
    }

    func test_delete_removesTheSessionAndReadReturnsNil() throws {
        let sut = FileTokenStore(url: try temporaryURL())
        try sut.write(makeSession())

        try sut.delete()

        XCTAssertNil(try sut.read())
    }

    func test_withExclusiveAccess_givesUpWithATemporaryFailureNamingTheLockWhenItIsHeldTooLong() throws {
        // Given another holder of the lock that does not let go
        let url = try temporaryURL()
        let holder = FileTokenStore(url: url)
        let sut = FileTokenStore(url: url, lockTimeout: .milliseconds(200))

        // When
        let error = try holder.withExclusiveAccess {
            Result { try sut.withExclusiveAccess {} }.failure
        }

        // Then
        let serviceError = try XCTUnwrap(error as? ServiceError)
        XCTAssertEqual(serviceError.kind, .temporary)
        XCTAssertTrue(serviceError.message.contains("session.json.lock"), serviceError.message)
    }

    func test_withExclusiveAccess_serialisesHoldersAcrossStoreInstances() throws {
        // Given two store instances (as in two processes) on one file
        let url = try temporaryURL()
        let (first, second) = (FileTokenStore(url: url), FileTokenStore(url: url))
        let log = EventLog()

        // When both take the lock at once
        let group = DispatchGroup()
        for (name, store) in [("a", first), ("b", second)] {
            group.enter()
            Thread.detachNewThread {
                try? store.withExclusiveAccess {
                    log.append("\(name)+")
                    Thread.sleep(forTimeInterval: 0.2)
                    log.append("\(name)-")
                }
                group.leave()
            }
        }
        group.wait()

        // Then one holder's section never overlaps the other's
        XCTAssertTrue(log.events == ["a+", "a-", "b+", "b-"] || log.events == ["b+", "b-", "a+", "a-"], "\(log.events)")
    }

    // MARK: - Helpers

    private final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ event: String) { lock.withLock { storage.append(event) } }
        var events: [String] { lock.withLock { storage } }
    }

    private func temporaryURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("data/session.json")
    }

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
}

extension Result {
    fileprivate var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
