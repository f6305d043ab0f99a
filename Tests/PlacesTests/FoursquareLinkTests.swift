import FixtureSupport
import Foundation
import XCTest

@testable import Places

final class FoursquareLinkTests: XCTestCase {
    func test_next_readsTheRecordedHeader() throws {
        // Given the link header Foursquare sent (recorded)
        let data = try Fixtures.data("foursquare/search-2025-hackathon-starter-nock.headers.json")
        let headers = try XCTUnwrap((JSONSerialization.jsonObject(with: data) as? [String: Any])?["rawHeaders"] as? [String: Any])
        let link = try XCTUnwrap(headers["link"] as? String)

        // When
        let next = FoursquareLink.next(link)

        // Then
        XCTAssertEqual(
            next?.absoluteString,
            "https://places-api.foursquare.com/places/search?ll=47.609657%2C-122.342148&limit=10&cursor=c3I6MTA")
    }

    func test_next_keepsCommasInsideTheURLAndPicksTheNextOfSeveralLinks() {
        let header = #"<https://a.example/p?ll=1,2>; rel="prev", <https://a.example/p?ll=1,2&cursor=x>; rel="next""#

        XCTAssertEqual(FoursquareLink.next(header)?.absoluteString, "https://a.example/p?ll=1,2&cursor=x")
        XCTAssertNil(FoursquareLink.next(#"<https://a.example/p>; rel="prev""#))
        XCTAssertNil(FoursquareLink.next("garbage <unclosed"))
    }
}
