import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What each provider is sent for each filter combination (`NearbySearchStrategy`): the server filters what it can,
/// nearest first, and the strategy is the cheapest that can give the exact answer.
final class NearbySearchRequestsTests: XCTestCase {
    // MARK: - Places API (New)

    func test_newAPI_sendsOneNearbySearchWhenItCanGiveTheExactAnswer() async throws {
        // When
        let (paths, bodies) = try await newAPIRequests(filtered(stars: 0, limit: 20))

        // Then
        XCTAssertEqual(paths, ["/v1/places:searchNearby"])
        XCTAssertEqual(bodies.first?["rankPreference"] as? String, "DISTANCE")
        XCTAssertNil(bodies.first?["minRating"])
    }

    func test_newAPI_sendsTextSearchWithGooglesFiltersForEachFilter() async throws {
        let inexpensiveToModerate = ["PRICE_LEVEL_INEXPENSIVE", "PRICE_LEVEL_MODERATE"]
        let cases: [(query: NearbySearchQuery, minRating: Double?, openNow: Bool?, prices: [String]?)] = [
            (filtered(stars: 4.5), 4.5, nil, nil),
            (filtered(stars: 4.4), 4.0, nil, nil),
            (filtered(stars: 4), 4.0, nil, nil),
            (filtered(stars: 0.3), nil, nil, nil),
            (filtered(openNow: true), nil, true, nil),
            (filtered(prices: 1...2), nil, nil, inexpensiveToModerate),
            (filtered(prices: 0...2), nil, nil, nil),
            (
                filtered(stars: 4.7, openNow: true, prices: 3...4), 4.5, true,
                ["PRICE_LEVEL_EXPENSIVE", "PRICE_LEVEL_VERY_EXPENSIVE"]
            ),
            (filtered(stars: 0, limit: 60), nil, nil, nil),
        ]
        for (query, minRating, openNow, prices) in cases {
            // When
            let (paths, bodies) = try await newAPIRequests(query)

            // Then
            let label = "stars \(query.minimumRating), open \(query.openNow), price \(String(describing: query.priceLevels))"
            XCTAssertEqual(paths, ["/v1/places:searchText"], label)
            let body = try XCTUnwrap(bodies.first, label)
            XCTAssertEqual(body["minRating"] as? Double, minRating, label)
            XCTAssertEqual(body["openNow"] as? Bool, openNow, label)
            XCTAssertEqual(body["priceLevels"] as? [String], prices, label)
            XCTAssertEqual(body["rankPreference"] as? String, "DISTANCE", label)
            XCTAssertEqual(body["pageSize"] as? Int, 20, label)
        }
    }

    // MARK: - Legacy API

    func test_legacy_sendsItsFiltersNearestFirst() async throws {
        let cases: [(query: NearbySearchQuery, expected: [String: String])] = [
            (filtered(stars: 4.5), [:]),
            (filtered(openNow: true), ["opennow": "true"]),
            (filtered(prices: 1...3), ["minprice": "1", "maxprice": "3"]),
        ]
        for (query, expected) in cases {
            // Given
            let client = HTTPClientStub([.json(#"{"results":[],"status":"ZERO_RESULTS"}"#)])
            let sut = LegacySearchNearbyService(client: client, baseURL: base, apiKey: "k", sleep: { _ in })

            // When
            _ = try await sut.searchNearby(query)

            // Then
            let items = queryItems(try XCTUnwrap(client.requests.first?.url))
            let base = ["location": "-33.8670522,151.1957362", "rankby": "distance", "type": "restaurant", "key": "k"]
            XCTAssertEqual(items, base.merging(expected) { $1 }, "no rating filter on the legacy API: it is applied here")
        }
    }

    // MARK: - Foursquare

    func test_foursquare_sendsItsFiltersNearestFirstInPagesOf50() async throws {
        let cases: [(query: NearbySearchQuery, expected: [String: String])] = [
            (filtered(stars: 4.5), [:]),
            (filtered(openNow: true), ["open_now": "true"]),
            (filtered(prices: 1...2), ["min_price": "1", "max_price": "2"]),
            (filtered(prices: 0...2), ["min_price": "1", "max_price": "2"]),
            (filtered(prices: 0...0), [:]),
        ]
        for (query, expected) in cases {
            // Given
            let client = HTTPClientStub([.json(#"{"results":[]}"#)])
            let sut = FoursquareSearchNearbyService(client: client, baseURL: base, apiKey: "k")

            // When
            _ = try await sut.searchNearby(query)

            // Then
            let items = queryItems(try XCTUnwrap(client.requests.first?.url))
            let filters = items.filter { ["open_now", "min_price", "max_price"].contains($0.key) }
            XCTAssertEqual(filters, expected, "price \(String(describing: query.priceLevels))")
            XCTAssertEqual(items["sort"], "DISTANCE")
            XCTAssertEqual(items["limit"], "50")
        }
    }

    // MARK: - Helpers

    private let base = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")

    private func filtered(
        stars: Double = 0, limit: Int = 20, openNow: Bool = false, prices: ClosedRange<Int>? = nil
    ) -> NearbySearchQuery {
        let sydney = query().location
        return NearbySearchQuery(
            location: sydney, radius: 1500, minimumRating: stars, limit: limit, openNow: openNow, priceLevels: prices)
    }

    private func newAPIRequests(_ query: NearbySearchQuery) async throws -> (paths: [String], bodies: [[String: Any]]) {
        let client = HTTPClientStub([.json("{}")])
        _ = try await NewPlacesSearchNearbyService(client: client, baseURL: base, apiKey: "k").searchNearby(query)
        let bodies = try client.requests.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap($0.httpBody)) as? [String: Any])
        }
        return (client.requests.compactMap { $0.url?.path }, bodies)
    }

    private func queryItems(_ url: URL) -> [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }
}
