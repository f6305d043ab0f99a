import FixtureSupport
import Foundation
import Places
import XCTest

final class GooglePlacesRetryTests: XCTestCase {
    func test_isTransient_recognisesTheRecordedRateLimitAndNotOrdinaryBodies() throws {
        XCTAssertTrue(GooglePlacesRetry.isTransient(try Fixtures.data("google-places/OverQueryLimitResponse.json")))
        XCTAssertTrue(GooglePlacesRetry.isTransient(Data(#"{"results": [], "status": "UNKNOWN_ERROR"}"#.utf8)))
        XCTAssertFalse(
            GooglePlacesRetry.isTransient(try Fixtures.data("google-places/maps_http_places_nearbysearch_response.json")))
        XCTAssertFalse(GooglePlacesRetry.isTransient(Data(#"{"status": "OK", "note": "OVER_QUERY_LIMIT"}"#.utf8)))
        XCTAssertFalse(GooglePlacesRetry.isTransient(Data("OVER_QUERY_LIMIT, not JSON".utf8)))
    }
}
