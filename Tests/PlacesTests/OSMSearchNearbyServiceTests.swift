import AsyncAssertions
import Domain
import DomainTestSupport
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class OSMSearchNearbyServiceTests: XCTestCase {
    func test_searchNearby_sendsOneOverpassQueryForTheNamedPlacesOfTheKindsInTheCircle() async throws {
        // Given
        let (sut, client) = makeSUT([.json(#"{"elements":[]}"#)])

        // When
        _ = try await sut.searchNearbyService().searchNearby(
            NearbySearchQuery(location: centre, radius: 1500, kinds: [.restaurant, .bakery], attributes: .init(diets: [.vegan])))

        // Then
        XCTAssertEqual(client.requests.count, 1)
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.absoluteString, "https://overpass.example/api/interpreter")
        XCTAssertEqual(request.value(forHTTPHeaderField: "User-Agent"), "foodybite/9.9 (+https://example.org/foodybite)")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded")
        let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        let ql = try XCTUnwrap(body.hasPrefix("data=") ? String(body.dropFirst(5)).removingPercentEncoding : nil)
        XCTAssertEqual(
            ql,
            """
            [out:json][timeout:13];
            (nwr["amenity"~"^(restaurant|fast_food)$"]["name"]["diet:vegan"~"^(yes|only)$",i](around:1500,47.3220000,5.0415000);\
            nwr["shop"~"^(bakery)$"]["name"]["diet:vegan"~"^(yes|only)$",i](around:1500,47.3220000,5.0415000);)->.places;
            (.places;>;)->.points;
            .points is_in->.here;
            (area.here["timezone"];area.here["ISO3166-1:alpha2"];area.here["ISO3166-1"];)->.regions;
            .regions out tags;
            foreach.regions->.region((.places; - nwr.places(area.region);)->.outside;.region out ids;.outside out ids;);
            .places out center tags;
            """)
    }

    func test_searchNearby_judgesHoursInTheZoneOfTheSmallestAreaThatNamesOne_andTheAreasCountry() async throws {
        // Given places near Sydney at 00:30 on a Tuesday in Paris (10:30 in Sydney), with the areas around
        // the centre: Australia (no zone: it has several; country AU) and New South Wales (Australia/Sydney)
        let (sut, _) = makeSUT(
            [
                .json(
                    #"""
                    {"elements":[
                    {"type":"node","id":1,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"Morning","opening_hours":"Mo-Su 07:00-12:00"}},
                    {"type":"node","id":2,"lat":-33.87,"lon":151.2,"tags":{"amenity":"cafe","name":"Tagged","addr:country":"NZ"}},
                    {"type":"area","id":3600080500,"tags":{"admin_level":"2","ISO3166-1":"AU","name":"Australia"}},
                    {"type":"area","id":3602316593,"tags":{"admin_level":"4","timezone":"Australia/Sydney","ISO3166-2":"AU-NSW"}},
                    {"type":"area","id":3600000001,"tags":{"timezone":"Not/AZone"}}
                    ]}
                    """#)
            ], now: Date(timeIntervalSince1970: 1_795_476_600))  // 2026-11-23T23:30:00Z

        // When
        let places = try await sut.searchNearbyService().searchNearby(
            NearbySearchQuery(location: Location(latitude: -33.87, longitude: 151.2)!, radius: 500)
        ).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["osm:node/1", "osm:node/2"], "areas are not places")
        XCTAssertEqual(places.first?.isOpen, true, "10:30 in Sydney, not 00:30 in Paris (the user's zone)")
        XCTAssertEqual(places.first?.attributes?.timeZone, "Australia/Sydney")
        XCTAssertEqual(places.first?.attributes?.country, "AU")
        XCTAssertEqual(places.last?.attributes?.country, "NZ", "a place's own addr:country wins")
    }

    func test_searchNearby_judgesEachPlaceInTheAreasThatHoldIt_acrossABorder() async throws {
        // Given a search from Badajoz: Spain and Portugal around its places, each area followed by the places outside
        // it (a restaurant in Elvas outside Spain, one in Badajoz outside Portugal); 14:30 in Elvas, 15:30 in Badajoz
        let (sut, _) = makeSUT(
            [
                .json(
                    #"""
                    {"elements":[
                    {"type":"area","id":3600295480,"tags":{"admin_level":"2","ISO3166-1":"PT","timezone":"Europe/Lisbon"}},
                    {"type":"area","id":3601311341,"tags":{"admin_level":"2","ISO3166-1":"ES","timezone":"Europe/Madrid"}},
                    {"type":"area","id":3600295480},
                    {"type":"node","id":1},
                    {"type":"area","id":3601311341},
                    {"type":"way","id":2},
                    {"type":"node","id":1,"lat":38.8794,"lon":-6.9707,"tags":{"amenity":"restaurant","name":"Badajoz","opening_hours":"12:00-15:00"}},
                    {"type":"way","id":2,"center":{"lat":38.881,"lon":-7.163},"tags":{"amenity":"restaurant","name":"Elvas","opening_hours":"12:00-15:00"}},
                    {"type":"node","id":2,"lat":38.8794,"lon":-6.9707,"tags":{"amenity":"restaurant","name":"Node 2","opening_hours":"12:00-15:00"}}
                    ]}
                    """#)
            ], now: Date(timeIntervalSince1970: 1_795_617_000))  // 2026-11-25T14:30:00Z

        // When
        let places = try await sut.searchNearbyService().searchNearby(
            NearbySearchQuery(location: Location(latitude: 38.8794, longitude: -6.9707)!, radius: 20_000)
        ).places

        // Then: each place on its own side's clock and country; an id of another type is another place
        XCTAssertEqual(places.map(\.attributes?.timeZone), ["Europe/Madrid", "Europe/Lisbon", "Europe/Lisbon"])
        XCTAssertEqual(places.map(\.attributes?.country), ["ES", "PT", "PT"])
        XCTAssertEqual(places.map(\.isOpen), [false, true, true])
    }

    func test_searchNearby_mapsNodesAndWaysAtTheirCentreWithTheirTagsAndLeavesOutUnnamedAndFormerPlaces() async throws {
        // Given a node, a way (at its centre), an unnamed node, a disused one, and a relation without a centre
        let (sut, _) = makeSUT([
            .json(
                #"""
                {"version":0.6,"elements":[
                 {"type":"node","id":11,"lat":47.3221,"lon":5.0416,"tags":{"amenity":"restaurant","name":"Chez A",
                  "cuisine":"pizza; italian","diet:vegan":"yes","diet:halal":"no","wheelchair":"limited","outdoor_seating":"yes",
                  "opening_hours":"24/7","addr:housenumber":"3","addr:street":"Rue B","addr:city":"Dijon"}},
                 {"type":"way","id":22,"center":{"lat":47.323,"lon":5.042},"tags":{"shop":"bakery","name":"Pain","wheelchair":"yes"}},
                 {"type":"node","id":33,"lat":47.3221,"lon":5.0416,"tags":{"amenity":"restaurant"}},
                 {"type":"node","id":44,"lat":47.3221,"lon":5.0416,"tags":{"amenity":"cafe","name":"Old","was:amenity":"bar"}},
                 {"type":"relation","id":55,"tags":{"amenity":"restaurant","name":"Nowhere"}},
                 {"type":"node","id":66,"lat":95,"lon":5.0416,"tags":{"amenity":"restaurant","name":"Off the globe"}}
                ]}
                """#)
        ])

        // When
        let places = try await sut.searchNearbyService().searchNearby(NearbySearchQuery(location: centre, radius: 1500)).places

        // Then
        XCTAssertEqual(places.map(\.placeID), ["osm:node/11", "osm:way/22"])
        let restaurant = try XCTUnwrap(places.first)
        XCTAssertEqual(restaurant.types, ["restaurant", "pizza_restaurant", "italian_restaurant"])
        XCTAssertEqual(restaurant.address, "3 Rue B, Dijon")
        XCTAssertEqual(restaurant.isOpen, true)
        XCTAssertNil(restaurant.rating)
        XCTAssertEqual(
            restaurant.attributes,
            PlaceAttributes(
                diets: [.vegan], wheelchair: false, outdoorSeating: true, openingHours: "24/7", timeZone: "Europe/Paris"))
        XCTAssertEqual(places.last?.location, Location(latitude: 47.323, longitude: 5.042))
        XCTAssertEqual(places.last?.types, ["bakery"])
    }

    func test_searchNearby_isATemporaryFailureWhenOverpassReportsARuntimeErrorInItsRemark() async throws {
        // Given a 200 whose remark says the query timed out (its elements are partial)
        let (sut, _) = makeSUT([
            .json(
                #"{"elements":[],"remark":"runtime error: Query timed out in \"query\" at line 2 after 13 seconds."}"#)
        ])

        // When
        let error = await failure(of: sut)

        // Then
        XCTAssertEqual(error?.kind, .temporary)
        XCTAssertTrue(error?.message.contains("Query timed out") == true, error?.message ?? "")
    }

    func test_searchNearby_isAFailureNeverAnEmptyAnswerWhenTheBodyHasNoListOfElements() async throws {
        for body in ["{}", #"{"error":"rate_limited"}"#, "null", #"{"elements":{"a":1}}"#, #"{"elements":"none"}"#, "[]"] {
            // Given a 200 that is not an Overpass answer
            let (sut, _) = makeSUT([.json(body)])

            // When
            let error = await failure(of: sut)

            // Then a failure naming Overpass (exit 69), never "no restaurants"
            XCTAssertEqual(error?.kind, .unavailable, body)
            XCTAssertTrue(error?.message.hasPrefix("Overpass") == true, "\(body): \(error?.message ?? "no error")")
        }
    }

    func test_searchNearby_mapsRateLimitingAndABusyServerToTemporaryFailures() async throws {
        for status in [429, 504] {
            let (sut, _) = makeSUT([.json("<html>busy</html>", status: status)])
            let error = await failure(of: sut)
            XCTAssertEqual(error?.kind, .temporary, "\(status)")
            XCTAssertTrue(error?.message.hasPrefix("Overpass") == true, error?.message ?? "")
        }
    }

    func test_getPlaceDetails_asksForTheOneElementAndShowsTheHoursAsWritten() async throws {
        // Given
        let (sut, client) = makeSUT([
            .json(
                #"{"elements":[{"type":"node","id":11,"lat":47.3,"lon":5.0,"tags":{"amenity":"cafe","name":"C","phone":"+33 3 80","website":"https://c.example","opening_hours":"Mo-Fr 08:00-18:00; PH off"}}]}"#
            )
        ])

        // When
        let details = try await sut.detailsService().getPlaceDetails(placeID: "osm:node/11")

        // Then
        let ql = String(decoding: client.requests.first?.httpBody ?? Data(), as: UTF8.self).removingPercentEncoding ?? ""
        XCTAssertTrue(ql.contains("node(11);"), ql)
        XCTAssertEqual(details.phoneNumber, "+33 3 80")
        XCTAssertEqual(details.website?.absoluteString, "https://c.example")
        // the hours as written, then the week, unknown day by day: with no country known, any day may be a holiday
        let hours = try XCTUnwrap(details.openingHours)
        XCTAssertNil(hours.openNow)
        XCTAssertEqual(hours.weekdayText.first, "Mo-Fr 08:00-18:00; PH off")
        XCTAssertEqual(hours.weekdayText.count, 9, "\(hours.weekdayText)")
        XCTAssertEqual(hours.weekdayText.dropFirst().prefix(7).filter { $0.hasSuffix("  unknown") }.count, 7)
        XCTAssertTrue(hours.weekdayText.last?.hasPrefix("(local time, ") == true, "\(hours.weekdayText)")
        XCTAssertEqual(details.mapsURL?.absoluteString, "https://www.openstreetmap.org/node/11")
        XCTAssertEqual(details.reviews, [])
    }

    func test_searchNearbyAndDetails_judgeNoHoursWhereNoZoneIsKnown_neverOnTheUsersClock() async throws {
        // Given a place open all the time where neither its areas nor the table of zones know the zone (issue 56)
        let body =
            #"{"elements":[{"type":"node","id":11,"lat":47.3,"lon":5.0,"#
            + #""tags":{"amenity":"cafe","name":"C","opening_hours":"24/7"}}]}"#
        let (sut, _) = makeSUT([.json(body), .json(body)], zones: PlaceZoneStub(nil))

        // When
        let place = try await sut.searchNearbyService().searchNearby(NearbySearchQuery(location: centre, radius: 1500))
            .places.first
        let details = try await sut.detailsService().getPlaceDetails(placeID: "osm:node/11")

        // Then: the hours are kept, and neither open nor closed
        XCTAssertEqual(place?.attributes?.openingHours, "24/7")
        XCTAssertEqual(place?.attributes?.hasHoursWithoutZone, true)
        XCTAssertNil(place?.isOpen)
        XCTAssertNil(details.openingHours?.openNow)
        XCTAssertEqual(details.openingHours?.weekdayText, ["24/7", "(not judged: no time zone is known where it is)"])
    }

    func test_getPlaceDetails_refusesAnIdThatIsNotOpenStreetMapsBeforeAnyRequest() async {
        let (sut, client) = makeSUT([])
        for id in ["osm:node/x", "osm:area/1", "osm:node/-1", "ChIJ123"] {
            await XCTAssertThrowsErrorAsync(try await sut.detailsService().getPlaceDetails(placeID: id), id)
        }
        XCTAssertEqual(client.requests.count, 0)
    }

    // MARK: - Helpers

    private var centre: Location {
        guard let dijon = Location(latitude: 47.322, longitude: 5.0415) else { preconditionFailure("Dijon is on Earth") }
        return dijon
    }

    /// `zones`: the table of zones, asked where the map data names no zone (by default every point in Paris, of no
    /// known country).
    private func makeSUT(
        _ outcomes: [HTTPClientStub.Outcome], now: Date = Date(timeIntervalSince1970: 1_795_000_000),
        zones: PlaceZoneStub = PlaceZoneStub(timeZone: "Europe/Paris")
    ) -> (OSMKit, HTTPClientStub) {
        let client = HTTPClientStub(outcomes)
        let url = { (text: String) in URL(string: text) ?? URL(fileURLWithPath: "/") }
        let settings = OSMKit.Settings(
            overpassURL: url("https://overpass.example"), nominatimURL: url("https://nominatim.example"),
            userAgent: "foodybite/9.9 (+https://example.org/foodybite)", timeoutSeconds: 13, nominatimSpacing: .none,
            now: { now }, zones: zones)
        return (OSMKit(client: client, settings: settings), client)
    }

    private func failure(of sut: OSMKit) async -> ServiceError? {
        do {
            _ = try await sut.searchNearbyService().searchNearby(NearbySearchQuery(location: centre, radius: 1500))
            return nil
        } catch {
            return error as? ServiceError
        }
    }
}
