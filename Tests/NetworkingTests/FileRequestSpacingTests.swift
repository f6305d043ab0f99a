import Foundation
import Networking
import XCTest

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

        // Then each went at least the interval after the one before
        for (earlier, later) in zip(times, times.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.timeIntervalSince(earlier), 0.29)
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
}
