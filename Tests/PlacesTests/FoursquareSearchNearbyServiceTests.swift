import Domain
import FixtureSupport
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class FoursquareSearchNearbyServiceTests: XCTestCase {
    func test_searchNearby_asksForRestaurantsInTheCircleWithTheKeyAsBearerAndTheVersion() async throws {
        // Given
        let (sut, client) = makeSUT([.json(#"{"results":[]}"#)])

        // When
        _ = try await sut.searchNearby(query(limit: 20)).places

        // Then
        let request = try XCTUnwrap(client.requests.first)
        let items = try XCTUnwrap(URLComponents(url: XCTUnwrap(request.url), resolvingAgainstBaseURL: false)?.queryItems)
        let query = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(request.url?.path, "/places/search")
        XCTAssertEqual(query["ll"], "-33.8670522,151.1957362")
        XCTAssertEqual(query["radius"], "1500")
        XCTAssertEqual(query["fsq_category_ids"], "4d4b7105d754a06374d81259")
        XCTAssertEqual(query["sort"], "DISTANCE")
        XCTAssertEqual(query["limit"], "50", "a whole page, whatever --limit: filtered here, more of it may qualify")
        XCTAssertTrue(query["fields"]?.contains("rating") == true && query["fields"]?.contains("hours") == true)
        XCTAssertNil(query["key"], "the key never goes in the URL")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer fsq-key")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Places-Api-Version"), "2025-06-17")
    }

    func test_searchNearby_openAt_sendsTheMomentsWeekdayAndLocalTime_readInTheSearchAreasZone() async throws {
        // Given Friday 27 November 2026, 23:30 in Paris (Saturday 07:30 in Sydney)
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-27T22:30:00Z"))
        let paris = TimeZone(identifier: "Europe/Paris") ?? .current
        let cases = [
            ("sun 12:30", "7T1230"), ("mon 9am", "1T0900"), ("21:30", "6T2130"), ("2026-12-24T19:00", "4T1900"),
            ("2026-12-25T00:30:00Z", "5T0130"),
        ]

        for (written, sent) in cases {
            let (sut, client) = makeSUT([.json(#"{"results":[]}"#)])
            let filter = OpenAtFilter(try OpeningMoment(written), now: now, zone: paris)

            // When
            _ = try await sut.searchNearby(query(limit: 20).with { $0.attributes = AttributeFilters(openAt: filter) }).places

            // Then
            let url = try XCTUnwrap(client.requests.first?.url)
            let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            XCTAssertEqual(items.first { $0.name == "open_at" }?.value, sent, written)
            XCTAssertNil(items.first { $0.name == "open_now" }, "Foursquare refuses open_now with open_at")
        }
    }

    func test_searchNearby_followsTheNextLinkOnItsOwnHostOnly() async throws {
        // Given a first page pointing to a second one, and a second pointing to another host
        let next = #"<https://places-api.foursquare.com/places/search?ll=1%2C1&cursor=c3I6MTA>; rel="next""#
        let foreign = #"<https://evil.example/places/search?cursor=x>; rel="next""#
        let (sut, client) = makeSUT([
            .json(page("4c2f560b66e40f47b7acc18b"), headers: ["Link": next]),
            .json(page("5828bbd151856d5035bfd0bd"), headers: ["Link": foreign]),
            .json(page("5a187743ccad6b307315e6fe")),
        ])

        // When
        let places = try await sut.searchNearby(query(limit: 60)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["4c2f560b66e40f47b7acc18b", "5828bbd151856d5035bfd0bd"])
        XCTAssertEqual(client.requests.map { $0.url?.host }, ["places-api.foursquare.com", "places-api.foursquare.com"])
        XCTAssertEqual(client.requests.last?.value(forHTTPHeaderField: "X-Places-Api-Version"), "2025-06-17")
    }

    func test_searchNearby_mapsARejectedKeyAndRateLimitingWithFoursquaresMessage() async throws {
        let rejected = try await error(makeSUT([.json(#"{"message":"Invalid request token."}"#, status: 401)]).0)
        let limited = try await error(makeSUT([.json(#"{"message":"Quota exceeded"}"#, status: 429)]).0)

        XCTAssertEqual(rejected?.kind, .permissionDenied)
        XCTAssertTrue(rejected?.message.contains("Invalid request token.") == true, rejected?.message ?? "")
        XCTAssertEqual(limited?.kind, .temporary)
    }

    func test_searchNearby_readsBestRatedFirstAfterAFirstPageWithFewRatedEnoughAndIsWholeOnceRatingsFallBelow() async throws {
        // Given a first page nearest first: 50 places within 490 m of Sydney's centre, one rated 9.8/10 (about 10 such
        // places in the 1,500 m circle, if alike); then, best rated first, two rated enough and one below
        let nearest = (0..<50).map { index in venue(index, rating: index == 0 ? 9.8 : 6, north: Double(index) * 10) }
        let bestRated = [
            venue(100, rating: 9.9, north: 900), venue(101, rating: 9.8, north: 1200), venue(102, rating: 8, north: 50),
        ]
        let next = #"<https://places-api.foursquare.com/places/search?cursor=c3I6NTA>; rel="next""#
        let (sut, client) = makeSUT([
            .json(results(nearest), headers: ["Link": next]), .json(results(bestRated), headers: ["Link": next]),
        ])

        // When
        let result = try await sut.searchNearby(query(radius: 1500, minimumRating: 4.9, limit: 20))

        // Then: every place rated 4.9 or more in the circle has been seen: the answer is whole
        XCTAssertEqual(client.requests.count, 2)
        XCTAssertEqual(sortOf(client.requests.first), "DISTANCE")
        XCTAssertEqual(sortOf(client.requests.last), "RATING")
        XCTAssertEqual(result.caps, [])
        XCTAssertEqual(result.places.count, 53)
    }

    func test_searchNearby_staysNearestFirstWhenManyPlacesPassOrNoMinimumIsSet() async throws {
        for (stars, rating) in [(4.0, 8.5), (0.0, 6.0)] {
            // Given first pages of places that all pass (or no minimum)
            let nearest = (0..<50).map { index in venue(index, rating: rating, north: Double(index) * 2) }
            let next = #"<https://places-api.foursquare.com/places/search?cursor=c3I6NTA>; rel="next""#
            let (sut, client) = makeSUT(Array(repeating: .json(results(nearest), headers: ["Link": next]), count: 3))

            // When
            _ = try await sut.searchNearby(query(radius: 1500, minimumRating: stars, limit: 60))

            // Then
            XCTAssertEqual(client.requests.count, 3, "stars \(stars)")
            XCTAssertEqual(sortOf(client.requests.first), "DISTANCE", "stars \(stars)")
            XCTAssertFalse(client.requests.contains { sortOf($0) == "RATING" }, "stars \(stars)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome]) -> (FoursquareSearchNearbyService, HTTPClientStub) {
        let client = HTTPClientStub(outcomes)
        let base = URL(string: "https://places-api.foursquare.com") ?? URL(fileURLWithPath: "/")
        return (FoursquareSearchNearbyService(client: client, baseURL: base, apiKey: "fsq-key"), client)
    }

    private func venue(_ index: Int, rating: Double, north: Double) -> String {
        let id = String(format: "%024x", index + 1)
        return
            #"{"fsq_place_id":"\#(id)","name":"P\#(index)","latitude":\#(-33.8670522 + north / 111_195),"longitude":151.1957362,"rating":\#(rating)}"#
    }

    private func results(_ venues: [String]) -> String {
        #"{"results":[\#(venues.joined(separator: ","))]}"#
    }

    private func sortOf(_ request: URLRequest?) -> String? {
        request?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }?.first { $0.name == "sort" }?
            .value
    }

    private func page(_ id: String) -> String {
        #"{"results":[{"fsq_place_id":"\#(id)","name":"P","latitude":-33.8671,"longitude":151.1958}]}"#
    }

    private func error(_ sut: FoursquareSearchNearbyService) async throws -> ServiceError? {
        do {
            _ = try await sut.searchNearby(query()).places
            return nil
        } catch let error as ServiceError {
            return error
        }
    }
}
