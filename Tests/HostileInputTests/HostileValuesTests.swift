import Domain
import Foundation
import GRDB
import Networking
import NetworkingTestSupport
import Persistence
import Places
import Presentation
import XCTest

@testable import CLI

/// The single values that crashed foodybite (issue 9, items 2, 3 and 8), each pinned by a test.
final class HostileValuesTests: XCTestCase {
    func test_plausible_treatsValuesOutsideTheirDomainAsUnknown() {
        XCTAssertNil(Plausible.rating(1e300))
        XCTAssertNil(Plausible.rating(.nan))
        XCTAssertNil(Plausible.rating(0), "0 is Google's 'no rating yet'")
        XCTAssertEqual(Plausible.rating(4.6), 4.6)
        XCTAssertNil(Plausible.count(-1))
        XCTAssertNil(Plausible.stars(Int.max))
        XCTAssertEqual(Plausible.stars(5), 5)
        XCTAssertNil(Plausible.date(secondsSince1970: 1e300))
        XCTAssertNil(Plausible.date(secondsSince1970: -1))
        XCTAssertNotNil(Plausible.date(secondsSince1970: 1_700_000_000))
    }

    func test_formatters_neverTrapOnAnyNumber() {
        for value in [1e300, -1e300, .infinity, -.infinity, .nan, Double(Int.max), 9.9] {
            _ = NearbyFormatters.stars(value)
            _ = NearbyFormatters.rating(value, count: Int.max)
        }
        _ = NearbyFormatters.price(Int.max)
        _ = NearbyFormatters.distance(meters: Int.max)
        _ = RelativeAge.describe(from: Date(timeIntervalSince1970: 1e300), to: Date())
        _ = RelativeAge.describe(from: Date(timeIntervalSince1970: -1e300), to: Date())
        XCTAssertEqual(NearbyFormatters.stars(1e300), "★★★★★")
        XCTAssertEqual(NearbyFormatters.price(7), "")
    }

    func test_serverReviews_withAnAbsurdRatingOrDate_areReadAsUnknown() async throws {
        // Given the Foodybite server answering a review list with values outside their domain
        let body = """
            [{"restaurantID": "ChIJx", "authorName": "A", "reviewText": "t", "rating": 9223372036854775807,
              "createdAt": "9999-01-01T00:00:00Z"}]
            """
        let client = HTTPClientStub([.json(body)])
        let sut = APIService(
            baseURL: URL(fileURLWithPath: "/"), client: client, authenticatedClient: client, store: InMemoryTokenStore())

        // When
        let reviews = try await sut.getReviews(placeID: nil)

        // Then
        XCTAssertEqual(reviews.map(\.rating), [0])
        XCTAssertEqual(reviews.map(\.createdAt), [nil])
        let rows = ReviewsPresenter(now: Date.init).rows(reviews: reviews, pending: [])
        XCTAssertEqual(rows.map(\.whenText), [""])
    }

    func test_endpointPath_encodesWhatCouldChangeTheURLInsteadOfTrapping() throws {
        // Given photo names and ids with URL syntax in them
        for hostile in ["places/a?b#c/photos/%zz", "x{y} z", "%", "a%2Fb", "\u{1b}[2J"] {
            // When
            let request = EndpointStub(path: "/v1/" + hostile).urlRequest(baseURL: try XCTUnwrap(URL(string: "http://h:1")))

            // Then
            let url = try XCTUnwrap(request.url)
            XCTAssertNil(url.query, hostile)
            XCTAssertNil(url.fragment, hostile)
            XCTAssertEqual(url.host, "h")
        }
    }

    func test_googleIdentifier_refusesWhatIsNotAResourceName() {
        XCTAssertTrue(GoogleIdentifier.isPlaceID("ChIJN1t_tDeuEmsRUsoyG83frY4"))
        XCTAssertTrue(GoogleIdentifier.isPhotoReference("places/ChIJ_x/photos/AUc7tXX-y"))
        XCTAssertTrue(GoogleIdentifier.isPhotoReference("AUc7tXX-y_z"))
        for bad in ["", "a b", "a?b", "a#b", "a%b", "{x}", "places/a/photos/b?c", "places//photos/b", "../etc", "é"] {
            XCTAssertFalse(GoogleIdentifier.isPlaceID(bad), bad)
            XCTAssertFalse(GoogleIdentifier.isPhotoReference(bad), bad)
        }
    }

    func test_newPhotoService_refusesAServersPhotoNameThatIsNotOneWithUnavailable() async {
        // Given a photo name from a details answer with URL syntax in it
        let client = HTTPClientStub([])
        let sut = NewPlacesPhotoService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")

        // When
        do {
            _ = try await sut.fetchPlacePhoto(Photo(reference: "places/x/photos/a?key=1#", width: nil, height: nil), maxWidth: 10)
            XCTFail("expected a refusal")
        } catch let error as ServiceError {
            // Then nothing was sent, and the outcome is 'unavailable' (69)
            XCTAssertEqual(error.kind, .unavailable)
            XCTAssertTrue(client.requests.isEmpty)
        } catch {
            XCTFail("unexpected \(error)")
        }
    }

    func test_terminalSafe_replacesControlCharactersAndKeepsText() {
        XCTAssertEqual(TerminalSafe.line("Café 東京"), "Café 東京")
        XCTAssertEqual(TerminalSafe.line("a\r\nb\tc"), "a  b c")
        XCTAssertEqual(TerminalSafe.line("\u{1b}]0;x\u{07}\u{9b}1m\u{202e}"), "\u{FFFD}]0;x\u{FFFD}\u{FFFD}1m\u{FFFD}")
        XCTAssertEqual(StructuredRenderer.csvField("a\nb,\u{1b}"), "\"a b,\u{FFFD}\"")
    }

    func test_cacheRows_thatTheAppDidNotWrite_areSkippedNotTrappedOn() async throws {
        // Given a cache where rows hold text in number columns and NULLs in required ones
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("cache.sqlite")
        let database = try CacheDatabase.open(at: url)
        let query = NearbySearchQuery(location: try XCTUnwrap(Location(latitude: 1, longitude: 1)), radius: 1000)
        let valid = NearbyPlace(placeID: "ok", name: "Fine", location: query.location, rating: 4)
        try await SQLiteNearbyStore(database: database).save([valid], at: Date())
        let queue = try DatabaseQueue(path: url.path)
        try await queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE place SET rating = 'abc', userRatingsTotal = 1e30, photoWidth = 'x'")
            try db.execute(
                sql: """
                    INSERT INTO place (placeID, name, latitude, longitude, businessStatus, fetchedAt)
                    VALUES ('bad', 'x', 'north', 1, 'OPERATIONAL', ?)
                    """, arguments: [Date().timeIntervalSince1970])
            try db.execute(
                sql: "INSERT INTO review (placeID, authorName, text, rating, fetchedAt) VALUES ('ok', 'a', 't', 'many', ?)",
                arguments: [Date().timeIntervalSince1970])
        }

        // When
        let places = try await SQLiteNearbyStore(database: database).searchNearby(query).places
        let reviews = try await SQLiteReviewStore(database: database).getReviews(placeID: nil)

        // Then
        XCTAssertEqual(places.map(\.placeID), ["ok"])
        XCTAssertNil(places.first?.rating)
        XCTAssertNil(places.first?.userRatingsTotal)
        XCTAssertEqual(reviews.map(\.rating), [0])
    }
}

private struct EndpointStub: Networking.Endpoint {
    let path: String
}

final class DecimalNumberTests: XCTestCase {
    func test_parse_acceptsPlainDecimalNotationOnly() {
        XCTAssertEqual(DecimalNumber.parse("-33.8688"), -33.8688)
        XCTAssertEqual(DecimalNumber.parse("151"), 151)
        XCTAssertEqual(DecimalNumber.parse("+.5"), 0.5)
        for text in [
            "0x10", "0x1p3", "1e3", "nan", "inf", "", "-", ".", "1.2.3", "1 2", "--1", String(repeating: "9", count: 40),
        ] {
            XCTAssertNil(DecimalNumber.parse(text), text)
        }
    }
}
