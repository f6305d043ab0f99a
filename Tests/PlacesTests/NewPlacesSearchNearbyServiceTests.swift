import Domain
import Foundation
import Networking
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class NewPlacesSearchNearbyServiceTests: XCTestCase {
    func test_searchNearby_postsAMinimalFieldMaskedRequestWithTheKeyInAHeader() async throws {
        // Given
        let (sut, client) = makeSUT([.json("{}")])

        // When
        _ = try await sut.searchNearby(query(radius: 1500, order: .distance)).places

        // Then
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:9/v1/places:searchNearby")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "test-key")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        let mask = try XCTUnwrap(request.value(forHTTPHeaderField: "X-Goog-FieldMask"))
        XCTAssertEqual(
            Set(mask.split(separator: ",")),
            [
                "places.id", "places.displayName", "places.location", "places.rating", "places.userRatingCount",
                "places.currentOpeningHours.openNow", "places.priceLevel", "places.shortFormattedAddress",
                "places.formattedAddress", "places.businessStatus", "places.primaryType", "places.types",
            ], "what a row shows and the restaurant check, nothing more (no photos, no reviews, no wildcard)")
        XCTAssertNil(request.url?.query, "the key never goes in the URL")
        let body = try XCTUnwrap(request.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(json["includedTypes"] as? [String], ["restaurant"])
        XCTAssertEqual(json["maxResultCount"] as? Int, 20)
        XCTAssertEqual(json["rankPreference"] as? String, "DISTANCE")
        let circle = try XCTUnwrap((json["locationRestriction"] as? [String: Any])?["circle"] as? [String: Any])
        XCTAssertEqual(circle["radius"] as? Double, 1500)
        let center = try XCTUnwrap(circle["center"] as? [String: Double])
        XCTAssertEqual(center, ["latitude": -33.8670522, "longitude": 151.1957362])
    }

    func test_searchNearby_asksForTheCuisinesPrimaryTypeInsteadOfEveryRestaurant() async throws {
        // Given
        let (sut, client) = makeSUT([.json("{}")])

        // When
        _ = try await sut.searchNearby(
            NearbySearchQuery(location: query().location, radius: 1500, cuisine: .sushi)
        ).places

        // Then
        let body = try XCTUnwrap(client.requests.first?.httpBody)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        XCTAssertEqual(json["includedPrimaryTypes"] as? [String], ["sushi_restaurant"])
        XCTAssertNil(json["includedTypes"])
    }

    func test_searchNearby_above20UsesTextSearchInTheCirclesRectangleAndFollowsUpToThreePages() async throws {
        // Given pages that always have a next one
        let page = { (id: String) in
            #"{"places":[{"id":"ChIJ\#(id)","displayName":{"text":"\#(id)"},"location":{"latitude":-33.867,"longitude":151.1957},"primaryType":"restaurant"}],"nextPageToken":"token-\#(id)"}"#
        }
        let (sut, client) = makeSUT([.json(page("a")), .json(page("b")), .json(page("c")), .json(page("d"))])

        // When
        let places = try await sut.searchNearby(query(radius: 1500, limit: 60, order: .distance)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["ChIJa", "ChIJb", "ChIJc"], "three pages at most")
        XCTAssertEqual(client.requests.count, 3)
        XCTAssertTrue(client.requests.allSatisfy { $0.url?.path == "/v1/places:searchText" })
        let mask = try XCTUnwrap(client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask"))
        XCTAssertTrue(mask.hasSuffix(",nextPageToken"), mask)
        let bodies = try client.requests.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: XCTUnwrap($0.httpBody)) as? [String: Any])
        }
        let first = try XCTUnwrap(bodies.first)
        XCTAssertEqual(first["textQuery"] as? String, "restaurant")
        XCTAssertEqual(first["includedType"] as? String, "restaurant")
        XCTAssertEqual(first["strictTypeFiltering"] as? Bool, true)
        XCTAssertEqual(first["rankPreference"] as? String, "DISTANCE")
        XCTAssertEqual(first["pageSize"] as? Int, 20)
        XCTAssertNil(first["pageToken"])
        XCTAssertEqual(bodies.dropFirst().map { $0["pageToken"] as? String }, ["token-a", "token-b"])
        let rectangle = try XCTUnwrap((first["locationRestriction"] as? [String: Any])?["rectangle"] as? [String: Any])
        let low = try XCTUnwrap(rectangle["low"] as? [String: Double])
        let high = try XCTUnwrap(rectangle["high"] as? [String: Double])
        XCTAssertEqual(try XCTUnwrap(low["latitude"]), -33.8670522 - 1500 / 110_574.0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(high["latitude"]), -33.8670522 + 1500 / 110_574.0, accuracy: 1e-9)
        XCTAssertLessThan(try XCTUnwrap(low["longitude"]), 151.1957362)
        XCTAssertGreaterThan(try XCTUnwrap(high["longitude"]), 151.1957362)
    }

    func test_searchNearby_above20StopsWithoutANextPageToken() async throws {
        let (sut, client) = makeSUT([.json(#"{"places":[]}"#)])

        _ = try await sut.searchNearby(query(limit: 21)).places

        XCTAssertEqual(client.requests.count, 1)
    }

    func test_searchNearby_asksNearestFirstWhateverTheOrder() async throws {
        for limit in [20, 60] {
            // Given
            let (sut, client) = makeSUT([.json("{}")])

            // When
            _ = try await sut.searchNearby(query(limit: limit, order: .rating)).places

            // Then: the answer is the nearest places that pass, then ordered
            let body = try XCTUnwrap(client.requests.first?.httpBody)
            XCTAssertTrue(String(decoding: body, as: UTF8.self).contains(#""rankPreference":"DISTANCE""#), "limit \(limit)")
        }
    }

    func test_searchNearby_returnsNothingForAnEmptyBody() async throws {
        // Given Google's answer to a search that found nothing
        let (sut, _) = makeSUT([.json("{}")])

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places, [])
    }

    func test_searchNearby_mapsPlacesAndSkipsThoseWhosePrimaryTypeIsNotARestaurant() async throws {
        // Given a restaurant, an Italian restaurant, a cinema and a supermarket that list "restaurant"
        let body = """
            {"places": [
              {"id": "r1", "displayName": {"text": "Bouillon Notre Dame"}, "location": {"latitude": 47.32, "longitude": 5.04},
               "rating": 4, "userRatingCount": 1200, "priceLevel": "PRICE_LEVEL_MODERATE",
               "shortFormattedAddress": "17 Rue Musette, Dijon", "currentOpeningHours": {"openNow": true},
               "businessStatus": "OPERATIONAL", "primaryType": "restaurant", "photos": [{"name": "places/r1/photos/p", "widthPx": 400, "heightPx": 300}]},
              {"id": "r2", "displayName": {"text": "Lucilla"}, "location": {"latitude": 47.321, "longitude": 5.041}, "primaryType": "italian_restaurant"},
              {"id": "c1", "displayName": {"text": "Pathé Dijon"}, "location": {"latitude": 47.32, "longitude": 5.04}, "primaryType": "movie_theater", "types": ["movie_theater", "restaurant"]},
              {"id": "s1", "displayName": {"text": "Carrefour City"}, "location": {"latitude": 47.32, "longitude": 5.04}, "primaryType": "supermarket", "types": ["supermarket", "restaurant"]}
            ]}
            """
        let (sut, _) = makeSUT([.json(body)])

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["r1", "r2"])
        let first = try XCTUnwrap(places.first)
        XCTAssertEqual(first.name, "Bouillon Notre Dame")
        XCTAssertEqual(first.rating, 4)
        XCTAssertEqual(first.userRatingsTotal, 1200)
        XCTAssertEqual(first.priceLevel, PriceLevel(2))
        XCTAssertEqual(first.address, "17 Rue Musette, Dijon")
        XCTAssertEqual(first.isOpen, true)
        XCTAssertEqual(first.businessStatus, .operational)
        XCTAssertEqual(first.photo, Photo(reference: "places/r1/photos/p", width: 400, height: 300))
    }

    func test_searchNearby_keepsAPlaceWithOddFieldsAndSkipsOnlyThoseWithoutIdOrLocation() async throws {
        // Given a rating as a string, an unknown price level, a missing location and a missing id
        let body = """
            {"places": [
              {"id": "a", "displayName": {"text": "Odd"}, "location": {"latitude": 1, "longitude": 2}, "rating": "4.5", "priceLevel": "PRICE_LEVEL_UNSPECIFIED", "unknownKey": {"x": 1}},
              {"id": "b", "displayName": {"text": "No location"}},
              {"displayName": {"text": "No id"}, "location": {"latitude": 1, "longitude": 2}},
              {"id": "c", "location": {"latitude": 1, "longitude": 2}}
            ]}
            """
        let (sut, _) = makeSUT([.json(body)])

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "c"])
        XCTAssertNil(places.first?.rating)
        XCTAssertNil(places.first?.priceLevel)
        XCTAssertEqual(places.last?.name, "Unnamed place")
    }

    func test_searchNearby_mapsGoogleErrorBodiesToWhatTheUserCanDo() async {
        // Given
        let cases: [(Int, String, ServiceError.Kind, String)] = [
            (
                400,
                #"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT"}}"#,
                .permissionDenied, "API key not valid"
            ),
            (
                403,
                #"{"error":{"code":403,"message":"Places API (New) has not been used in project 1 before or it is disabled.","status":"PERMISSION_DENIED"}}"#,
                .permissionDenied, "has not been used in project"
            ),
            (
                429, #"{"error":{"code":429,"message":"Quota exceeded.","status":"RESOURCE_EXHAUSTED"}}"#, .temporary,
                "Quota exceeded."
            ),
            (
                400, #"{"error":{"code":400,"message":"Invalid radius.","status":"INVALID_ARGUMENT"}}"#, .invalidInput,
                "Invalid radius."
            ),
            (500, #"{"error":{"code":500,"message":"Internal error.","status":"INTERNAL"}}"#, .unavailable, "Internal error."),
            (
                503, #"{"error":{"code":503,"message":"Backend unavailable.","status":"UNAVAILABLE"}}"#, .temporary,
                "Backend unavailable."
            ),
        ]
        for (status, body, kind, text) in cases {
            let (sut, _) = makeSUT([.json(body, status: status)])

            // When
            let error = await searchError(sut)

            // Then
            XCTAssertEqual(error?.kind, kind, body)
            XCTAssertTrue(error?.message.contains(text) == true, error?.message ?? "nil")
        }
    }

    func test_searchNearby_reportsANonJSONAnswerAsUnavailable() async {
        // Given
        let (sut, _) = makeSUT([.json("<html>proxy error</html>")])

        // When
        let error = await searchError(sut)

        // Then
        XCTAssertEqual(error?.kind, .unavailable)
    }

    func test_searchNearby_readsNoMoreOfAPageThanItAskedFor() async throws {
        // Given a server that answers a search for 20 with 500 restaurants
        let place =
            #"{"id":"ChIJ%03d","displayName":{"text":"P"},"location":{"latitude":-33.8670522,"longitude":151.1957362},"primaryType":"restaurant"}"#
        let places = (0..<500).map { String(format: place, $0) }.joined(separator: ",")
        let (sut, _) = makeSUT([.json(#"{"places":["# + places + "]}")])

        // When
        let found = try await sut.searchNearby(query(radius: 1500, order: .distance)).places

        // Then
        XCTAssertEqual(found.map(\.placeID), (0..<20).map { String(format: "ChIJ%03d", $0) })
    }

    func test_searchNearby_openAt_asksEachPlacesPeriodsAndZone_andKeepsThoseOpenThenInTheirOwnZone() async throws {
        // Given a user in New York asking for Sunday 12:30; one place open Sunday 11:00-15:00 in Sydney, one closed on
        // Sundays, one with a special day (Sunday 29 November closed) and one without periods
        let now = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-27T15:00:00Z"))
        let moment = try OpeningMoment("sun 12:30")
        let newYork = TimeZone(identifier: "America/New_York") ?? .current
        let asked = query(radius: 1500).with {
            $0.attributes = AttributeFilters(openAt: OpenAtFilter(moment, now: now, zone: newYork))
        }
        let sunday = #"{"open":{"day":0,"hour":11,"minute":0},"close":{"day":0,"hour":15,"minute":0}}"#
        let monday = #"{"open":{"day":1,"hour":11,"minute":0},"close":{"day":1,"hour":15,"minute":0}}"#
        let place = { (id: String, hours: String) in
            #"{"id":"\#(id)","displayName":{"text":"\#(id)"},"location":{"latitude":-33.8671,"longitude":151.1958},"primaryType":"restaurant","timeZone":{"id":"Australia/Sydney"}\#(hours)}"#
        }
        let body =
            #"{"places":["#
            + [
                place("ChIJopen", #","regularOpeningHours":{"periods":[\#(sunday)]}"#),
                place("ChIJmonday", #","regularOpeningHours":{"periods":[\#(monday)]}"#),
                place(
                    "ChIJspecial",
                    #","regularOpeningHours":{"periods":[\#(sunday)]},"currentOpeningHours":{"periods":[],"specialDays":[{"date":{"year":2026,"month":11,"day":29}}]}"#
                ),
                place("ChIJnone", ""),
            ].joined(separator: ",") + "]}"
        let (sut, client) = makeSUT([.json(body)])

        // When
        let found = try await sut.searchNearby(asked).places

        // Then: Text Search, nearest first, with the hours' fields; judged at 12:30 on Sunday in Sydney
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/v1/places:searchText")
        let mask = Set((request.value(forHTTPHeaderField: "X-Goog-FieldMask") ?? "").split(separator: ",").map(String.init))
        XCTAssertTrue(
            mask.isSuperset(of: [
                "places.currentOpeningHours.periods", "places.currentOpeningHours.specialDays",
                "places.regularOpeningHours.periods", "places.timeZone",
            ]), "\(mask)")
        XCTAssertEqual(found.filter { asked.admits($0) }.map(\.placeID), ["ChIJopen"])
        XCTAssertEqual(found.first?.attributes?.timeZone, "Australia/Sydney")
        XCTAssertNil(found.last?.attributes)
    }

    func test_searchNearby_asksNoHoursWithoutOpenAt() async throws {
        // Given
        let (sut, client) = makeSUT([.json("{}")])

        // When
        _ = try await sut.searchNearby(query(radius: 1500)).places

        // Then
        XCTAssertFalse((client.requests.first?.value(forHTTPHeaderField: "X-Goog-FieldMask") ?? "").contains("periods"))
    }

    // MARK: - Helpers

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome]) -> (NewPlacesSearchNearbyService, HTTPClientStub) {
        let client = HTTPClientStub(outcomes)
        let base = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")
        return (NewPlacesSearchNearbyService(client: client, baseURL: base, apiKey: "test-key"), client)
    }

    private func searchError(_ sut: NewPlacesSearchNearbyService) async -> ServiceError? {
        do {
            _ = try await sut.searchNearby(query()).places
            return nil
        } catch {
            return error as? ServiceError
        }
    }
}
