import Foundation
import XCTest

@testable import Persistence

/// A `-wal` file a killed write left (its last transaction without its last frame, or a frame cut short) is no damage:
/// the committed changes are moved into the main file, the unfinished one left out, and nothing copied aside or
/// called damaged. A committed change behind a frame SQLite cannot read is damage, said and copied aside.
final class WriteAheadLogTailTests: XCTestCase {
    func test_open_aWriteKilledAnywhereInItsFrames_isSaidInterrupted_neverDamaged_andKeepsWhatCommitted() throws {
        // Given a -wal file holding two committed writes, cut at each point a kill can stop the second one's frames
        for cut in Cut.allCases {
            let (url, layout) = try makeSUT()
            try truncate(url.path + "-wal", to: cut.offset(in: layout))

            // When
            let database = try UserDataDatabase.open(at: url)

            // Then the first write is kept, the second left out, and no alarm raised
            XCTAssertTrue(database.notices.contains { $0.contains("a command was interrupted") }, "\(cut): \(database.notices)")
            XCTAssertFalse(database.notices.contains { $0.contains("damaged") }, "\(cut): \(database.notices)")
            XCTAssertEqual(try damagedCopies(of: url), [], "\(cut)")
            XCTAssertEqual(Set(try SQLiteFavoritesStore(database: database).list()), ["ChIJbefore", "ChIJfirst"], "\(cut)")
            XCTAssertEqual(WriteAheadLog.size(of: url), 0, "\(cut)")
        }
    }

    func test_open_aCommittedWriteBehindAFrameSQLiteCannotRead_isSaidDamaged_andTheFileCopiedAsideOnce() throws {
        // Given a -wal file holding two committed writes, eight bytes changed in a page of one of them
        let damages: [(name: String, offset: (Layout) -> Int, kept: Set<String>)] = [
            ("the first write's first page", { _ in 32 + 24 + 100 }, ["ChIJbefore"]),
            ("the second write's first page", { $0.firstEnd + 24 + 100 }, ["ChIJbefore", "ChIJfirst"]),
            ("the second write's last page", { $0.secondEnd - 100 }, ["ChIJbefore", "ChIJfirst"]),
        ]
        for damage in damages {
            let (url, layout) = try makeSUT()
            try overwrite(url.path + "-wal", at: damage.offset(layout))

            // When
            let database = try UserDataDatabase.open(at: url)

            // Then
            XCTAssertTrue(database.notices.contains { $0.contains("was damaged") }, "\(damage.name): \(database.notices)")
            XCTAssertEqual(try damagedCopies(of: url).count, 1, damage.name)
            XCTAssertEqual(Set(try SQLiteFavoritesStore(database: database).list()), damage.kept, damage.name)
        }
    }

    func test_of_aHeaderSQLiteWouldNotRead_isDamage_andAFileShorterThanAHeaderAnInterruption() throws {
        // Given
        let (url, _) = try makeSUT()
        let path = url.path + "-wal"
        let copy = path + ".short"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try truncate(copy, to: 20)

        // When
        try overwrite(path, at: 16)  // a salt: the header's checksum no longer holds

        // Then
        XCTAssertEqual(WriteAheadLogTail.of(fileAt: path, readFrames: 0), .damaged)
        XCTAssertEqual(WriteAheadLogTail.of(fileAt: copy, readFrames: 0), .interrupted)
        XCTAssertEqual(WriteAheadLogTail.of(fileAt: path + ".none", readFrames: 0), .none)
    }

    // MARK: - Helpers

    /// Where a kill can stop the second write's frames (SQLite writes a frame's header, then its page).
    private enum Cut: CaseIterable {
        case withinTheFirstFramesHeader, afterTheFirstFramesHeader, afterTheFirstFrame, beforeTheLastFrame
        case afterTheLastFramesHeader, halfWayThroughTheLastPage, aByteShortOfTheEnd

        func offset(in layout: Layout) -> Int {
            switch self {
            case .withinTheFirstFramesHeader: layout.firstEnd + 10
            case .afterTheFirstFramesHeader: layout.firstEnd + 24
            case .afterTheFirstFrame: layout.firstEnd + layout.frameSize
            case .beforeTheLastFrame: layout.secondEnd - layout.frameSize
            case .afterTheLastFramesHeader: layout.secondEnd - layout.frameSize + 24
            case .halfWayThroughTheLastPage: layout.secondEnd - layout.frameSize / 2
            case .aByteShortOfTheEnd: layout.secondEnd - 1
            }
        }
    }

    /// Where the two writes' frames end in the `-wal` file.
    private struct Layout {
        let frameSize: Int
        let firstEnd: Int
        let secondEnd: Int
    }

    /// User data with a favourite, then two writes committed by a process killed before any checkpoint: a favourite,
    /// then 300 more in one transaction (several frames).
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) throws -> (URL, Layout) {
        let url = try temporaryStoreURL()
        _ = try SQLiteFavoritesStore(database: try UserDataDatabase.open(at: url)).add(placeID: "ChIJbefore", at: Date())
        try rawWrite(
            url, "INSERT INTO favorite (placeID, addedAt) VALUES ('ChIJfirst', 1)",
            "INSERT INTO favorite (placeID, addedAt) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                + "WHERE i < 300) SELECT 'ChIJsecond-' || i || '-' || hex(randomblob(40)), i FROM n")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: url.path + "-wal")))
        let frameSize = 24 + bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
        let ends = stride(from: 32, through: bytes.count - frameSize, by: frameSize)
            .filter { bytes[$0 + 4..<$0 + 8].contains { $0 != 0 } }.map { $0 + frameSize }
        XCTAssertEqual(ends.count, 2, "commit frames", file: file, line: line)
        let layout = Layout(frameSize: frameSize, firstEnd: ends.first ?? 0, secondEnd: ends.last ?? 0)
        XCTAssertGreaterThan(
            layout.secondEnd - layout.firstEnd, 2 * frameSize, "the second write's frames", file: file, line: line)
        XCTAssertEqual(layout.secondEnd, bytes.count, file: file, line: line)
        return (url, layout)
    }

    private func damagedCopies(of url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0.contains(".damaged-") }
    }

    private func truncate(_ path: String, to size: Int) throws {
        XCTAssertEqual(Foundation.truncate(path, off_t(size)), 0, path)
    }

    private func overwrite(_ path: String, at offset: Int) throws {
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        handle.write(Data([0xDE, 0xAD, 0xBE, 0xEF, 0xFF, 0x00, 0x13, 0x37]))
    }
}
