import FixtureSupport
import Foundation
import Places
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class GooglePlacesRetryTests: XCTestCase {
    func test_isTransient_recognisesTheRecordedRateLimitAndNotOrdinaryBodies() throws {
        XCTAssertTrue(GooglePlacesRetry.isTransient(try Fixtures.data("google-places/OverQueryLimitResponse.json")))
        XCTAssertTrue(GooglePlacesRetry.isTransient(Data(#"{"results": [], "status": "UNKNOWN_ERROR"}"#.utf8)))
        XCTAssertFalse(
            GooglePlacesRetry.isTransient(try Fixtures.data("google-places/maps_http_places_nearbysearch_response.json")))
        XCTAssertFalse(GooglePlacesRetry.isTransient(Data(#"{"status": "OK", "note": "OVER_QUERY_LIMIT"}"#.utf8)))
        XCTAssertFalse(GooglePlacesRetry.isTransient(Data("OVER_QUERY_LIMIT, not JSON".utf8)))
    }

    func test_isTransient_readsOnlyAnswersToTheLegacyPlacesAPI() throws {
        // Given the recorded rate-limit body
        let body = try Fixtures.data("google-places/OverQueryLimitResponse.json")
        let request = { (url: String) in URLRequest(url: try XCTUnwrap(URL(string: url))) }

        // Then it is a passing failure from the legacy API (under any base path), never from another API
        XCTAssertTrue(
            GooglePlacesRetry.isTransient(try request("https://maps.googleapis.com/maps/api/place/nearbysearch/json"), body))
        XCTAssertTrue(GooglePlacesRetry.isTransient(try request("http://127.0.0.1:8080/proxy/maps/api/place/details/json"), body))
        XCTAssertFalse(GooglePlacesRetry.isTransient(try request("https://overpass-api.de/api/interpreter"), body))
        XCTAssertFalse(GooglePlacesRetry.isTransient(try request("https://places.googleapis.com/v1/places:searchNearby"), body))
        XCTAssertFalse(GooglePlacesRetry.isTransient(try request("https://places-api.foursquare.com/places/search"), body))
    }

    func test_isTransient_neverLooksIntoALargeAnswer() {
        // Given a 1 MiB answer that names the status in a place's text (a large body is an answer, not a status)
        let padding = String(repeating: "x", count: 1 << 20)
        let body = Data(#"{"results": [{"name": "\#(padding)"}], "status": "OVER_QUERY_LIMIT"}"#.utf8)

        // Then it is not read again, nor copied to be searched
        XCTAssertFalse(GooglePlacesRetry.isTransient(body))
    }
}
