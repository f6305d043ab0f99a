import Foundation
import XCTest

@testable import Places

/// An element's tags keep a long `opening_hours` whole (read in part it would mean something else), and drop, never
/// cut, a value past the bound.
final class OSMTagsTests: XCTestCase {
    func test_decode_keepsAValueWholeUpToTheBound_andDropsALongerOne() throws {
        // Given
        let hours = Array(repeating: "Mo-Fr 10:00-20:00", count: 16).joined(separator: "; ") + "; Sa 10:00-14:00"
        let huge = String(repeating: "x", count: 2_001)
        let sent = ["opening_hours": hours, "name": hours, "note": huge]
        let body = try JSONSerialization.data(withJSONObject: ["elements": [["type": "node", "id": 1, "tags": sent]]])

        // When
        var read: [OSMTags] = []
        try OverpassResponse(body).forEachElement { element in element.tags.map { read.append($0) } }
        let tags = try XCTUnwrap(read.first)

        // Then
        XCTAssertEqual(tags.whole("opening_hours"), hours)
        XCTAssertEqual(tags["name"]?.count, 255, "shown values are cut to OpenStreetMap's 255")
        XCTAssertNil(tags.values["note"], "not read by foodybite, and past the bound: dropped, never cut")
    }
}
