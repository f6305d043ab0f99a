import Domain
import FixtureSupport
import Foundation
import Networking
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the real Overpass API (0.7.62) does that foodybite read wrong (issue 42): its dispatcher's refusal of a
/// duplicate query (an HTML page with HTTP 200), France métropolitaine's reserved `FX` inside France, and areas with
/// hundreds of tags printed sorted by key.
final class OverpassAsTheRealOneTests: XCTestCase {
    /// The real dispatcher's page (`Fixtures/osm/overpass-duplicate-query.html`).
    private static var duplicateQueryPage: String {
        get throws { String(decoding: try Fixtures.data("osm/overpass-duplicate-query.html"), as: UTF8.self) }
    }

    func test_searchNearby_aDuplicateQueryRefusalIsForNowInOverpassWords() async throws {
        // Given Overpass's dispatcher refusing the query (HTTP 200, its HTML page)
        let sut = makeSUT([.html(try Self.duplicateQueryPage)])

        // When
        let error = await failure { try await sut.searchNearbyService().searchNearby(Self.query) }

        // Then for now (75), in Overpass's words, not "something foodybite cannot read" (69)
        XCTAssertEqual(error?.kind, .temporary)
        XCTAssertTrue(
            error?.message.contains("Dispatcher_Client::request_read_and_idx::duplicate_query") == true, error?.message ?? "")
        XCTAssertFalse(error?.message.contains("<") == true, "no markup: \(error?.message ?? "")")
    }

    func test_getPlaceDetails_aDuplicateQueryRefusalIsForNowInOverpassWords() async throws {
        let sut = makeSUT([.html(try Self.duplicateQueryPage)])
        let error = await failure { try await sut.detailsService().getPlaceDetails(placeID: "osm:node/1") }
        XCTAssertEqual(error?.kind, .temporary)
        XCTAssertTrue(error?.message.contains("duplicate_query") == true, error?.message ?? "")
    }

    func test_searchNearby_anHTMLPageWithoutOverpassWordsIsStillUnreadable() async throws {
        let sut = makeSUT([.html("<html><body>a proxy's page</body></html>")])
        let error = await failure { try await sut.searchNearbyService().searchNearby(Self.query) }
        XCTAssertEqual(error?.kind, .unavailable)
    }

    func test_repeatLimit_ofTheQueryFoodybiteSendsIsThreeCopiesInItsTimeout() async throws {
        // Given the request a nearby search sends ([timeout:13])
        let client = HTTPClientStub([.json(#"{"elements":[]}"#)])
        _ = try await makeSUT(client: client).searchNearbyService().searchNearby(Self.query)
        let request = try XCTUnwrap(client.requests.first)

        // When / Then
        XCTAssertEqual(OverpassDispatcher.repeatLimit(of: request), RepeatLimit(count: 3, window: .seconds(14)))
        XCTAssertNil(OverpassDispatcher.repeatLimit(of: URLRequest(url: try XCTUnwrap(URL(string: "https://x.example/search")))))
    }

    func test_searchNearby_theCountryIsTheSmallestAreaWithAnAssignedCode_notFranceMetropolitaineFX() async throws {
        // Given a French place closed on public holidays, on 11 November (Armistice) at noon in Paris, inside France
        // (FR, admin_level 2) and France métropolitaine (FX, reserved, admin_level 3)
        let sut = makeSUT(
            [
                .json(
                    #"""
                    {"elements":[
                    {"type":"area","id":3601403916,"tags":{"admin_level":"3","ISO3166-1":"FX","ISO3166-1:alpha2":"FX","name":"France métropolitaine","timezone":"Europe/Paris"}},
                    {"type":"area","id":3602202162,"tags":{"admin_level":"2","ISO3166-1":"FR","ISO3166-1:alpha2":"FR","name":"France","timezone":"Europe/Paris"}},
                    {"type":"node","id":1,"lat":43.73,"lon":7.42,"tags":{"amenity":"restaurant","name":"Fermé les fériés","opening_hours":"Mo-Su 10:00-20:00; PH off"}}
                    ]}
                    """#)
            ], now: Date(timeIntervalSince1970: 1_794_394_800))  // 2026-11-11T11:00:00Z, noon in Paris

        // When
        let places = try await sut.searchNearbyService().searchNearby(Self.query).places
        let place = try XCTUnwrap(places.first)

        // Then
        XCTAssertEqual(place.attributes?.country, "FR")
        XCTAssertEqual(place.isOpen, false, "closed on France's public holiday, not unknown")
    }

    func test_placeAttributes_aReservedCodeIsNoCountry() {
        for code in ["FX", "EU", "UK", "XK", "ZZ", "AA"] {
            XCTAssertNil(PlaceAttributes.countryCode(code), code)
        }
        XCTAssertEqual(PlaceAttributes.countryCode("mc"), "MC")
    }

    func test_searchNearbyAndDetails_keepTheZoneOfAnAreaWithHundredsOfTagsSortedByKey() async throws {
        // Given an area with 525 tags printed sorted by key, as Overpass prints them: `timezone` near the end
        var tags = (0..<520).map { (String(format: "name:a%03d", $0), "x") }
        tags += [("admin_level", "4"), ("boundary", "administrative"), ("name", "Probe"), ("timezone", "Australia/Sydney")]
        let tagsJSON = tags.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",")
        let place = #"{"type":"node","id":1,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"C"}}"#
        let area = #"{"type":"area","id":3600000001,"tags":{"# + tagsJSON + "}}"
        let sut = makeSUT([
            .json(#"{"elements":["# + area + "," + place + "]}"), .json(#"{"elements":["# + place + "," + area + "]}"),
        ])

        // When
        let nearby = try await sut.searchNearbyService().searchNearby(Self.query).places.first
        let details = try await sut.detailsService().getPlaceDetails(placeID: "osm:node/1")

        // Then
        XCTAssertEqual(nearby?.attributes?.timeZone, "Australia/Sydney")
        XCTAssertEqual(details.attributes?.timeZone, "Australia/Sydney")
    }

    // MARK: - Helpers

    private static let query = NearbySearchQuery(location: Location(latitude: 43.73, longitude: 7.42)!, radius: 500)

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome], now: Date = Date(timeIntervalSince1970: 1_795_000_000))
        -> OSMKit
    {
        makeSUT(client: HTTPClientStub(outcomes), now: now)
    }

    private func makeSUT(client: HTTPClientStub, now: Date = Date(timeIntervalSince1970: 1_795_000_000)) -> OSMKit {
        let url = { (text: String) in URL(string: text) ?? URL(fileURLWithPath: "/") }
        return OSMKit(
            client: client,
            settings: OSMKit.Settings(
                overpassURL: url("https://overpass.example"), nominatimURL: url("https://nominatim.example"),
                userAgent: "foodybite/9.9", timeoutSeconds: 13, nominatimSpacing: .none, now: { now }))
    }

    private func failure(_ body: () async throws -> some Any) async -> ServiceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error as? ServiceError
        }
    }
}

extension HTTPClientStub.Outcome {
    fileprivate static func html(_ page: String) -> Self {
        .response(status: 200, body: Data(page.utf8), headers: ["Content-Type": "text/html; charset=utf-8"])
    }
}
