import Domain
import DomainTestSupport
import FixtureSupport
import Foundation
import Networking
import NetworkingTestSupport
import Places
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class LegacySearchNearbyServiceTests: XCTestCase {
    func test_searchNearby_requestsTheFirstPageNearestFirstWithLocationTypeAndKey() async throws {
        // Given
        let (sut, client, _) = makeSUT([.json(#"{"results":[],"status":"ZERO_RESULTS"}"#)])

        // When
        _ = try await sut.searchNearby(query(radius: 1500)).places

        // Then
        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(client.requests.first?.httpMethod, "GET")
        XCTAssertEqual(url.path, "/maps/api/place/nearbysearch/json")
        XCTAssertEqual(
            queryItems(url),
            [
                "location": "-33.8670522,151.1957362", "rankby": "distance", "type": "restaurant", "key": "test-key",
            ], "nearest first: rankby=distance forbids a radius, which is applied to the answer")
    }

    func test_searchNearby_asksForTheFiltersTheLegacyAPIHasAndTagsItsKeywordMatchesWithTheCuisine() async throws {
        // Given
        let body =
            #"{"results":[{"place_id":"ChIJx","name":"Da Mario","geometry":{"location":{"lat":-33.8671,"lng":151.1958}},"types":["restaurant","food"]}],"status":"OK"}"#
        let (sut, client, _) = makeSUT([.json(body)])
        let filtered = NearbySearchQuery(
            location: query().location, radius: 1500, openNow: true, priceLevels: 1...2, cuisine: .pizza)

        // When
        let places = try await sut.searchNearby(filtered).places

        // Then
        let url = try XCTUnwrap(client.requests.first?.url)
        XCTAssertEqual(queryItems(url)["keyword"], "pizza")
        XCTAssertEqual(queryItems(url)["opennow"], "true")
        XCTAssertEqual(queryItems(url)["minprice"], "1")
        XCTAssertEqual(queryItems(url)["maxprice"], "2")
        XCTAssertEqual(places.first?.types, ["restaurant", "food", "pizza_restaurant"])
    }

    func test_searchNearby_returnsNothingOnZeroResultsOrAnEmptyObject() async throws {
        for body in [#"{"html_attributions":[],"results":[],"status":"ZERO_RESULTS"}"#, "{}"] {
            // Given
            let (sut, _, _) = makeSUT([.json(body)])

            // When
            let places = try await sut.searchNearby(query()).places

            // Then
            XCTAssertEqual(places, [], body)
        }
    }

    func test_searchNearby_showsWhichPageItWaitsForAndClearsTheLineAtTheEnd() async throws {
        // Given
        let client = HTTPClientStub([.json(page(ids: ["a"], token: "T1")), .json(page(ids: ["b"], token: nil))])
        let progress = ProgressSpy()
        let sut = LegacySearchNearbyService(
            client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k", progress: progress, sleep: { _ in })

        // When
        _ = try await sut.searchNearby(query(limit: 60)).places

        // Then
        XCTAssertEqual(progress.events, ["show: Fetching page 2 of up to 3 (Google makes each wait 2 s)...", "clear"])
    }

    func test_searchNearby_followsNextPageTokensWithOnlyTokenAndKeyAfterWaiting() async throws {
        // Given three pages of different sizes
        let (sut, client, sleeps) = makeSUT([
            .json(page(ids: ["a", "b"], token: "T1")), .json(page(ids: ["c"], token: "T2")), .json(page(ids: ["d"], token: nil)),
        ])

        // When
        let places = try await sut.searchNearby(query(limit: 60)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "b", "c", "d"])
        XCTAssertEqual(client.requests.count, 3)
        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests[1].url)), ["pagetoken": "T1", "key": "test-key"])
        XCTAssertEqual(queryItems(try XCTUnwrap(client.requests[2].url)), ["pagetoken": "T2", "key": "test-key"])
        XCTAssertEqual(sleeps.values, [.seconds(2), .seconds(2)])
    }

    func test_searchNearby_stopsPagingOnceItHasLimitAdmissiblePlaces() async throws {
        // Given a first page with 3 places, 2 of them rated 4 or more, and a further page
        let first = page(ids: ["a", "b", "c"], ratings: [4.5, 3.0, 4.1], token: "T1")
        let (sut, client, _) = makeSUT([.json(first), .json(page(ids: ["d"], token: nil))])

        // When
        let places = try await sut.searchNearby(query(minimumRating: 4, limit: 2)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "b", "c"])
        XCTAssertEqual(client.requests.count, 1)
    }

    func test_searchNearby_keepsPagingWhileTooFewPlacesQualify() async throws {
        // Given a first page where only one place is rated 4 or more
        let first = page(ids: ["a", "b"], ratings: [4.5, 3.0], token: "T1")
        let (sut, client, _) = makeSUT([.json(first), .json(page(ids: ["c"], ratings: [4.2], token: nil))])

        // When
        let places = try await sut.searchNearby(query(minimumRating: 4, limit: 2)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "b", "c"])
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_searchNearby_readsAtMostThreePagesWhenAServerKeepsSendingTokens() async throws {
        // Given a server that always has a next page (Google never gives more than 3)
        let pages = (1...10).map { HTTPClientStub.Outcome.json(page(ids: ["p\($0)"], token: "T\($0)")) }
        let (sut, client, _) = makeSUT(pages)

        // When
        let places = try await sut.searchNearby(query(minimumRating: 0, limit: 60)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["p1", "p2", "p3"])
        XCTAssertEqual(client.requests.count, 3)
    }

    func test_searchNearby_retriesAPageTokenThatIsNotValidYetWithBackoff() async throws {
        // Given the recorded INVALID_REQUEST answer twice before the page is ready
        let notReady = try Fixtures.data("google-places/maps_http_places_textsearch_pagetoken_response.json")
        let (sut, client, sleeps) = makeSUT([
            .json(page(ids: ["a"], token: "T1")), .data(notReady), .data(notReady), .json(page(ids: ["b"], token: nil)),
        ])

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "b"])
        XCTAssertEqual(client.requests.count, 4)
        XCTAssertEqual(sleeps.values, [.seconds(2), .seconds(1), .seconds(2)])
    }

    func test_searchNearby_keepsWhatItHasWhenAPageTokenNeverBecomesValid() async throws {
        // Given a token refused on every try
        let notReady = HTTPClientStub.Outcome.json(#"{"html_attributions":[],"results":[],"status":"INVALID_REQUEST"}"#)
        let (sut, client, sleeps) = makeSUT([.json(page(ids: ["a"], token: "T1")), notReady, notReady, notReady, notReady])

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a"])
        XCTAssertEqual(client.requests.count, 5)
        XCTAssertEqual(sleeps.values, [.seconds(2), .seconds(1), .seconds(2), .seconds(4)])
    }

    func test_searchNearby_doesNotListAPlaceTwiceAcrossPages() async throws {
        // Given
        let (sut, _, _) = makeSUT([.json(page(ids: ["a", "b"], token: "T1")), .json(page(ids: ["b", "c"], token: nil))])

        // When
        let places = try await sut.searchNearby(query(limit: 60)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["a", "b", "c"])
    }

    func test_searchNearby_readsARealRecordedPageAndItsToken() async throws {
        // Given a recorded page of 20 results (14 bars, a cafe, a travel agency, 4 restaurants) with a
        // next_page_token, then an empty page
        let recorded = try Fixtures.data("google-places/PlacesApiNearbySearchRequestByTypeResponse.json")
        let (sut, client, _) = makeSUT([.data(recorded), .json(#"{"results":[],"status":"ZERO_RESULTS"}"#)])

        // When (a circle that holds the whole page, so that the next one may have more)
        let asked = query(radius: 50_000, limit: 60)
        let places = try await sut.searchNearby(asked).places

        // Then every place of a kind is read (the travel agency is not), and the restaurant query admits the 4
        XCTAssertEqual(places.count, 19)
        XCTAssertEqual(places.filter(asked.admits).count, 4)
        XCTAssertEqual(client.requests.count, 2)
        let token = try XCTUnwrap(queryItems(try XCTUnwrap(client.requests.last?.url))["pagetoken"])
        XCTAssertEqual(token.count, 532)
    }

    func test_searchNearby_mapsEveryStatusToWhatTheUserCanDo() async {
        // Given
        let cases: [(String, ServiceError.Kind, String)] = [
            (
                #"{"error_message":"The provided API key is invalid. ","results":[],"status":"REQUEST_DENIED"}"#,
                .permissionDenied, "Google Places denied the request: The provided API key is invalid."
            ),
            (
                #"{"error_message":"You're calling a legacy API, which is not enabled for your project. To get newer features and more functionality, switch to the Places API (New) or Routes API. Learn more: https://developers.google.com/maps/legacy#LegacyApiNotActivatedMapError","results":[],"status":"REQUEST_DENIED"}"#,
                .permissionDenied, "placesAPI=new"
            ),
            (#"{"error_message":"Please wait.","status":"OVER_QUERY_LIMIT"}"#, .temporary, "Please wait."),
            (
                #"{"error_message":"You have exceeded your daily request quota for this API.","status":"OVER_QUERY_LIMIT"}"#,
                .temporary, "daily request quota"
            ),
            (#"{"results":[],"status":"UNKNOWN_ERROR"}"#, .temporary, "UNKNOWN_ERROR"),
            (#"{"results":[],"status":"INVALID_REQUEST"}"#, .unavailable, "INVALID_REQUEST"),
            (#"{"results":[],"status":"SOMETHING_NEW"}"#, .unavailable, "SOMETHING_NEW"),
        ]
        for (body, kind, text) in cases {
            let (sut, _, _) = makeSUT([.json(body)])

            // When
            let error = await searchError(sut)

            // Then
            XCTAssertEqual(error?.kind, kind, body)
            XCTAssertTrue(error?.message.contains(text) == true, error?.message ?? "nil")
            XCTAssertFalse(error?.message.hasSuffix(" ") == true)
        }
    }

    func test_searchNearby_mapsHTTPFailuresAndTransportErrors() async {
        // Given
        let cases: [(HTTPClientStub.Outcome, ServiceError.Kind)] = [
            (.json("", status: 500), .unavailable), (.json("", status: 503), .temporary),
            (.json("", status: 429), .temporary), (.failure(.timedOut), .temporary),
            (.failure(.cannotConnect("refused")), .unavailable), (.json("not json"), .unavailable),
        ]
        for (outcome, kind) in cases {
            let (sut, _, _) = makeSUT([outcome])

            // When
            let error = await searchError(sut)

            // Then
            XCTAssertEqual(error?.kind, kind, "\(outcome)")
        }
    }

    // MARK: - Helpers

    private final class SleepSpy: Sendable {
        private let recorded = Mutex<[Duration]>([])
        var values: [Duration] { recorded.withLock { $0 } }
        func sleep(_ duration: Duration) { recorded.withLock { $0.append(duration) } }
    }

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome]) -> (LegacySearchNearbyService, HTTPClientStub, SleepSpy) {
        let client = HTTPClientStub(outcomes)
        let sleeps = SleepSpy()
        let base = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")
        let sut = LegacySearchNearbyService(client: client, baseURL: base, apiKey: "test-key", sleep: { sleeps.sleep($0) })
        return (sut, client, sleeps)
    }

    private func searchError(_ sut: LegacySearchNearbyService) async -> ServiceError? {
        do {
            _ = try await sut.searchNearby(query()).places
            return nil
        } catch {
            return error as? ServiceError
        }
    }

    private func page(ids: [String], ratings: [Double]? = nil, token: String?) -> String {
        let results = ids.enumerated().map { index, id in
            let rating = ratings.map { #","rating":\#($0[index])"# } ?? ""
            return #"{"place_id":"\#(id)","name":"Place \#(id)","geometry":{"location":{"lat":-33.867,"lng":151.195}}\#(rating)}"#
        }
        let next = token.map { #","next_page_token":"\#($0)""# } ?? ""
        return #"{"html_attributions":[],"results":[\#(results.joined(separator: ","))],"status":"OK"\#(next)}"#
    }

    private func queryItems(_ url: URL) -> [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }
}

extension LegacySearchNearbyServiceTests {
    func test_searchNearby_skipsPlacesWhoseFirstSpecificTypeIsNotARestaurant() async throws {
        // Given a restaurant, a cinema and a supermarket tagged "restaurant", a place tagged only "food", one untyped
        let body = #"""
            {"status":"OK","results":[
              {"place_id":"r","name":"R","geometry":{"location":{"lat":1,"lng":2}},"types":["restaurant","food","point_of_interest"]},
              {"place_id":"i","name":"I","geometry":{"location":{"lat":1,"lng":2}},"types":["food","italian_restaurant"]},
              {"place_id":"c","name":"C","geometry":{"location":{"lat":1,"lng":2}},"types":["movie_theater","restaurant","food"]},
              {"place_id":"s","name":"S","geometry":{"location":{"lat":1,"lng":2}},"types":["supermarket","restaurant"]},
              {"place_id":"u","name":"U","geometry":{"location":{"lat":1,"lng":2}}}
            ]}
            """#
        let client = HTTPClientStub([.json(body)])
        let sut = LegacySearchNearbyService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k", sleep: { _ in })

        // When
        let places = try await sut.searchNearby(query()).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["r", "i", "u"])
    }
}
