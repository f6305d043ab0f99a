import Synchronization
import XCTest

@testable import MCPServer

/// The answers' map pages the process keeps, whatever the number of sessions: the last 64, those made at most 16 MB in
/// all, each made when first read, by a URI nobody could guess, listed only to the session that made it.
final class MapPagesTests: XCTestCase {
    func test_add_keepsTheLast64AcrossSessions_andListsEachSessionsOwn() async {
        // Given two sessions' shelves on one store, and the stateless server's
        let sut = MapPages()
        let (first, second, shared) = (
            MapShelf(pages: sut, owner: "a"), MapShelf(pages: sut, owner: "b"), MapShelf(pages: sut, owner: nil)
        )
        // When 80 pages are added, alternately by the two sessions, and one by the shared server
        var uris: [String] = []
        for index in 0..<80 { uris.append(await (index.isMultiple(of: 2) ? first : second).add(page("<p>\(index)</p>"))) }
        let unlisted = await shared.add(page("<p>shared</p>"))
        // Then the last 64 are kept in all (the shared one among them), each session lists its own, newest first
        let (firstListing, sharedListing) = (await first.listing.map(\.uri), await shared.listing.count)
        let expected = uris.indices.suffix(63).filter { $0.isMultiple(of: 2) }.reversed().map { uris[$0] }
        XCTAssertEqual(firstListing, expected)
        XCTAssertEqual(sharedListing, 0)
        let (gone, kept, read) = (await sut.html(uris[16]), await sut.html(uris[17]), await second.html(unlisted))
        XCTAssertNil(gone)
        XCTAssertEqual(kept, "<p>17</p>")
        XCTAssertEqual(read, "<p>shared</p>", "a page is read by its URI, whoever made it")
        XCTAssertTrue(uris.allSatisfy { $0.hasPrefix("ui://foodybite/map/") && $0.count > 50 })
        XCTAssertEqual(Set(uris).count, 80)
    }

    func test_html_makesAPageOnceWhenFirstRead_andKeepsAtMost16MBMade() async {
        // Given five pages of 5 MB, none made yet
        let sut = MapPages()
        let made = Mutex(0)
        let big = String(repeating: "x", count: 5 * 1_048_576)
        var uris: [String] = []
        for _ in 0..<5 {
            uris.append(
                await sut.add(
                    MapPage(title: "big") {
                        made.withLock { $0 += 1 }
                        return big
                    }, owner: "a"))
        }
        XCTAssertEqual(made.withLock { $0 }, 0, "nothing made before a read")
        // When each is read twice
        var read: [Bool] = []
        for uri in uris {
            let (once, twice) = (await sut.html(uri), await sut.html(uri))
            read.append(once != nil && once == twice)
        }
        // Then each was made once, and the made pages kept are the last three (15 MB): the first two were let go
        XCTAssertEqual(read, [true, true, true, true, true])
        XCTAssertEqual(made.withLock { $0 }, 5)
        var kept: [Bool] = []
        for uri in uris { kept.append(await sut.listing(for: "a").contains { $0.uri == uri }) }
        XCTAssertEqual(kept, [false, false, true, true, true])
    }

    private func page(_ html: String) -> MapPage {
        MapPage(title: "") { html }
    }
}
