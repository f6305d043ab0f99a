import XCTest

@testable import MCPServer

/// The answers' map pages a server keeps: the last 32, at most 8 MB in all, each by a URI nobody could guess; listed
/// only where the server is not shared by every caller.
final class MapPagesTests: XCTestCase {
    func test_add_keepsTheLast32_andReadsEachByItsURI() async {
        // Given
        let sut = MapPages(listed: true)
        // When 40 pages are added
        var uris: [String] = []
        for index in 0..<40 { uris.append(await sut.add("<p>\(index)</p>", title: "\(index)")) }
        // Then the last 32 are kept, newest listed first; the first 8 are gone
        let listed = await sut.listing.map(\.uri)
        XCTAssertEqual(listed, Array(uris.suffix(32).reversed()))
        let first = await sut.page(uris[0])
        let last = await sut.page(uris[39])
        XCTAssertNil(first)
        XCTAssertEqual(last?.html, "<p>39</p>")
        XCTAssertEqual(Set(uris).count, 40)
        XCTAssertTrue(uris.allSatisfy { $0.hasPrefix("ui://foodybite/map/") && $0.count > 50 })
    }

    func test_add_keepsAtMost8MB_andAServerSharedByCallersListsNone() async {
        // Given pages of 3 MB on a shared server
        let sut = MapPages(listed: false)
        let big = String(repeating: "x", count: 3 * 1_048_576)
        // When four are added
        var uris: [String] = []
        for _ in 0..<4 { uris.append(await sut.add(big, title: "big")) }
        // Then two are kept (6 MB), none listed, each still read by its URI
        let kept = await [sut.page(uris[0]), sut.page(uris[1]), sut.page(uris[2]), sut.page(uris[3])].map { $0 != nil }
        XCTAssertEqual(kept, [false, false, true, true])
        let listed = await sut.listing.count
        XCTAssertEqual(listed, 0)
    }
}
