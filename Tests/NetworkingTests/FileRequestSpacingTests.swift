import Domain
import Foundation
import Networking
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

final class FileRequestSpacingTests: XCTestCase {
    func test_wait_spacesRequestsSharingAFileEvenWhenAskedAtOnce() async throws {
        // Given three callers (as three processes would, each with its own spacing over the same file)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)/last")
        addTeardownBlock { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let interval = Duration.milliseconds(300)

        // When they all ask at once
        let times = try await withThrowingTaskGroup(of: Date.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    try await FileRequestSpacing(file: file, interval: interval).wait()
                    return Date()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }.sorted()
        }

        // Then each went at least the interval after the one before. Each time here is taken when its caller got
        // back, which under load (ThreadSanitizer, 4 classes at once) can be milliseconds after the instant the
        // spacing recorded for it, so a caller that got back late shortens its gap to the next: 50 ms are allowed for
        // that. Unspaced callers would be microseconds apart.
        for (earlier, later) in zip(times, times.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.timeIntervalSince(earlier), 0.25)
        }
    }

    func test_wait_doesNotWaitWhenTheLastRequestIsOldOrTheFileUnreadable() async throws {
        // Given a file holding no time
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        try Data("not a time".utf8).write(to: file)

        // When
        let start = Date()
        try await FileRequestSpacing(file: file, interval: .seconds(5)).wait()

        // Then
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertNotNil(Double(String(decoding: try Data(contentsOf: file), as: UTF8.self).trimmingCharacters(in: .newlines)))
    }

    func test_wait_isAnErrorNamingTheFileWhenItIsADirectoryALinkALoopOrAFIFO() async throws {
        // Given a spacing file that is a directory, a link to a file, a link to itself, and a FIFO (which read as
        // no time at all let every process go at once)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("dir.last"), withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("target"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link.last"), withDestinationURL: directory.appendingPathComponent("target"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop.last").path, withDestinationPath: "loop.last")
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("fifo.last").path, 0o600), 0)

        for name in ["dir.last", "link.last", "loop.last", "fifo.last"] {
            // When
            let file = directory.appendingPathComponent(name)
            do {
                try await FileRequestSpacing(file: file).wait()
                XCTFail("\(name): no error")
            } catch let error as ServiceError {
                // Then a service error (exit 69) that names the file, never an internal one
                XCTAssertEqual(error.kind, .unavailable, name)
                XCTAssertTrue(error.message.contains(file.path), error.message)
            }
        }
    }

    func test_wait_isATemporaryFailureNamingTheFileWhenAnotherProcessHoldsItTooLong() async throws {
        // Given the file locked by someone else
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        let holder = open(file.path, O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        defer { close(holder) }

        // When
        do {
            try await FileRequestSpacing(file: file, patience: .milliseconds(200)).wait()
            XCTFail("no error")
        } catch let error as ServiceError {
            // Then (exit 75)
            XCTAssertEqual(error.kind, .temporary)
            XCTAssertTrue(error.message.contains(file.path), error.message)
        }
    }
}
