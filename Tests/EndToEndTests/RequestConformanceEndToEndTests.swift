import Foundation
import XCTest

/// Every request shape foodybite can send, through the sandbox, which checks each one against the published
/// definitions of its service (Google's Places API (New) and Routes API from `Fixtures/contracts/google-api-fields.json`,
/// the legacy Places API's and Foursquare's documented parameters, Overpass QL's grammar, Nominatim's and OSRM's
/// parameters) and refuses what the real service refuses: each command of each provider and API, every filter, kind
/// and travel mode, `--along`, paging. The class's tear-down check (`ClassSandboxTestCase`) fails on any refusal,
/// even one foodybite recovered from.
final class RequestConformanceEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }

    private let dijon = ["--location", "47.3220,5.0415", "--radius", "1500", "--no-cache"]
    private let providers = [
        ["--provider", "google"], ["--provider", "google", "--places-api", "legacy"], ["--provider", "foursquare"],
        ["--provider", "osm"], ["--provider", "all"],
    ]

    func test_nearby_everyProviderFilterKindAndMode_sendsOnlyWhatTheServicesAccept() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        let filters: [[String]] = [
            [], ["--stars", "4"], ["--stars", "4.2", "--limit", "60"], ["--open-now"], ["--price", "1-2"], ["--limit", "60"],
            ["--cuisine", "italian"], ["--kind", "cafe"], ["--kind", "bar,bakery"], ["--kind", "fast-food"],
            ["--kind", "restaurant,cafe,bar,bakery,fast-food"], ["--travel", "walk"], ["--travel", "bike"],
            ["--travel", "drive"], ["--travel", "transit"], ["--max-travel", "10m"], ["--sort", "travel"],
            ["--stars", "4", "--open-now", "--price", "2", "--limit", "60", "--travel", "walk"],
        ]
        for provider in providers {
            for filter in filters {
                // When
                let run = try foodybite.run(["nearby"] + dijon + provider + filter)

                // Then
                XCTAssertTrue([0, 64].contains(run.code), "\(provider + filter): \(run.stderr)")
            }
        }
        for filter in [
            ["--diet", "vegan"], ["--wheelchair"], ["--outdoor-seating"], ["--diet", "vegetarian", "--cuisine", "pizza"],
        ] {
            let run = try foodybite.run(["nearby"] + dijon + ["--provider", "osm"] + filter)
            XCTAssertEqual(run.code, 0, "\(filter): \(run.stderr)")
        }
    }

    func test_nearbyNearAndAlong_onEveryProviderAndMode_sendOnlyWhatTheServicesAccept() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        var keyless = Foodybite(sandbox: try ClassSandbox.sandbox(for: Self.self))
        keyless.key = nil
        for provider in providers {
            let near = try foodybite.run(["nearby", "--near", "Burger King", "--radius", "800"] + provider)
            XCTAssertEqual(near.code, 0, "\(provider): \(near.stderr)")
            for mode in ["walk", "bike", "drive", "transit"] {
                let along = try foodybite.run(
                    ["nearby", "--along", "47.3190,5.0380", "--to", "47.3260,5.0460", "--travel", mode] + provider)
                XCTAssertEqual(along.code, 0, "\(provider) \(mode): \(along.stderr)")
            }
        }
        for mode in ["walk", "bike", "drive"] {
            let along = try keyless.run(["nearby", "--along", "47.3190,5.0380", "--to", "Burger King", "--travel", mode])
            XCTAssertEqual(along.code, 0, "OSRM \(mode): \(along.stderr)")
        }
        let polar = try foodybite.run(["nearby", "--location", "89.3,0", "--radius", "50000", "--stars", "4", "--limit", "60"])
        XCTAssertEqual(polar.code, 0, "near a pole: \(polar.stderr)")
        let antimeridian = try foodybite.run(["nearby", "--location", "-17.8,179.99", "--radius", "5000", "--stars", "4"])
        XCTAssertEqual(antimeridian.code, 0, "across the antimeridian: \(antimeridian.stderr)")
    }

    func test_detailsPhotoSearchAndRoute_onEveryProvider_sendOnlyWhatTheServicesAccept() throws {
        let foodybite = Foodybite.onBothProviders(try ClassSandbox.sandbox(for: Self.self))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString).jpg")
        defer { try? FileManager.default.removeItem(at: output) }
        for provider in providers.dropLast() {
            // Given a place of the provider
            let listed = try foodybite.run(["nearby"] + dijon + provider + ["--format", "json"])
            let id = try XCTUnwrap(listed.jsonRows.first?["placeID"] as? String, "\(provider): \(listed.stderr)")
            let api = provider.contains("legacy") ? ["--places-api", "legacy"] : []

            // When / Then
            let details = try foodybite.run(["details", id, "--no-cache"] + api)
            XCTAssertEqual(details.code, 0, "\(provider): \(details.stderr)")
            for mode in ["walk", "bike", "drive", "transit"] {
                let route = try foodybite.run(["route", id, "--location", "47.3220,5.0415", "--travel", mode] + api)
                XCTAssertEqual(route.code, 0, "\(provider) \(mode): \(route.stderr)")
            }
            if !provider.contains("osm") {
                let photo = try foodybite.run(["photo", id, "--output", output.path, "--force"] + api)
                XCTAssertTrue([0, 69].contains(photo.code), "\(provider): \(photo.stderr)")
            }
        }
        for provider in [["--provider", "google"], ["--provider", "foursquare"], ["--provider", "all"]] {
            for api in [[], ["--places-api", "legacy"]] {
                let search = try foodybite.run(
                    ["search", "bouillon", "--location", "47.3220,5.0415", "--details"] + provider + api)
                XCTAssertEqual(search.code, 0, "\(provider + api): \(search.stderr)")
            }
        }
    }

    // MARK: - The sandbox refuses what the services refuse

    func test_sandbox_refusesGoogleRequestsThatBreakTheDefinitions() async throws {
        let http = HTTP(baseURL: try ClassSandbox.sandbox(for: Self.self).baseURL)
        let headers = ["X-Goog-Api-Key": "probe-key", "X-Goog-FieldMask": "places.id"]
        let circle: [String: Any] = ["circle": ["center": ["latitude": 47.322, "longitude": 5.0415], "radius": 1500]]
        let nearby: [String: Any] = ["includedTypes": ["restaurant"], "locationRestriction": circle]
        let along: [String: Any] = [
            "textQuery": "restaurant", "searchAlongRouteParameters": ["polyline": ["encodedPolyline": "_p~iF~ps|U_ulLnnqC"]],
            "routingParameters": ["origin": ["latitude": 38.5, "longitude": -120.2], "travelMode": "WALK"],
        ]
        let wide: [String: Any] = [
            "textQuery": "restaurant",
            "locationRestriction": [
                "rectangle": ["low": ["latitude": 88, "longitude": -180], "high": ["latitude": 90, "longitude": 180]]
            ],
        ]
        let refused: [(String, [String: Any], [String: String], String)] = [
            (
                "/v1/places:searchNearby", nearby.merging(["maxResultsCount": 5]) { $1 }, headers,
                "Unknown name \"maxResultsCount\""
            ),
            (
                "/v1/places:searchNearby", nearby.merging(["rankPreference": "NEAREST"]) { $1 }, headers,
                "Invalid value at 'rank_preference'"
            ),
            ("/v1/places:searchNearby", nearby.merging(["maxResultCount": 21]) { $1 }, headers, "max_result_count"),
            ("/v1/places:searchNearby", nearby.merging(["maxResultCount": -1]) { $1 }, headers, "max_result_count"),
            ("/v1/places:searchNearby", nearby.merging(["maxResultCount": 1.5]) { $1 }, headers, "(TYPE_INT32)"),
            (
                "/v1/places:searchNearby", nearby, ["X-Goog-Api-Key": "probe-key", "X-Goog-FieldMask": "places.nmae"],
                "places.nmae"
            ),
            ("/v1/places:searchText", along, headers, "only DRIVE"),
            ("/v1/places:searchText", wide, headers, "wider than 180 degrees"),
            ("/v1/places:searchText", ["textQuery": "x", "minRating": 5.5], headers, "min_rating"),
            ("/v1/places:searchText", ["textQuery": "x", "pageSize": -1], headers, "page_size"),
            ("/v1/places:searchText", ["textQuery": "x", "locationRestriction": circle], headers, "Unknown name \"circle\""),
            ("/v1/places:searchText", ["textQuery": "x", "openNow": "true"], headers, "(TYPE_BOOL)"),
            ("/v1/places:nearby", nearby, headers, "Method not found"),
        ]
        for (path, body, headers, expected) in refused {
            let response = try await http.send("POST", path, json: body, headers: headers)
            let message = ((response.object["error"] as? [String: Any])?["message"] as? String) ?? ""
            XCTAssertTrue([400, 404].contains(response.status), "\(path) \(body)")
            XCTAssertTrue(message.contains(expected), "\(path): \(message)")
        }
        // What Google accepts: a count of 0 (20), a page size over 20 (20)
        let accepted: [(String, [String: Any], Int)] = [
            ("/v1/places:searchNearby", nearby.merging(["maxResultCount": 0]) { $1 }, 20),
            ("/v1/places:searchText", ["textQuery": "restaurants in Sydney", "pageSize": 25], 20),
        ]
        for (path, body, count) in accepted {
            let response = try await http.send("POST", path, json: body, headers: headers)
            XCTAssertEqual(response.status, 200, "\(body): \(String(decoding: response.body, as: UTF8.self))")
            XCTAssertEqual((response.object["places"] as? [Any])?.count, count, "\(body)")
        }
        let details = try await http.send(
            "GET", "/v1/places/ChIJN1t_tDeuEmsRUsoyG83frY4?languageCode=fr&sessionTokn=1", headers: headers)
        XCTAssertEqual(details.status, 400, "an unknown query parameter")
    }

    func test_sandbox_refusesRequestsOfTheOtherServicesThatBreakTheirDocumentation() async throws {
        let http = HTTP(baseURL: try ClassSandbox.sandbox(for: Self.self).baseURL)
        let legacy = try await http.send(
            "GET", "/maps/api/place/details/json?key=k&place_id=ChIJN1t_tDeuEmsRUsoyG83frY4&fields=name,photos")
        XCTAssertEqual(legacy.object["status"] as? String, "INVALID_REQUEST")
        XCTAssertEqual(
            legacy.object["error_message"] as? String, "Error while parsing 'fields' parameter: Unsupported field name 'photos'. "
        )
        let legacyDocumented = try await http.send(
            "GET", "/maps/api/place/details/json?key=k&place_id=ChIJN1t_tDeuEmsRUsoyG83frY4&fields=name,photo,type")
        XCTAssertEqual(legacyDocumented.object["status"] as? String, "OK")
        let result = try XCTUnwrap(legacyDocumented.object["result"] as? [String: Any])
        XCTAssertNotNil(result["photos"], "photo names the photos")
        let legacyUnknown = try await http.send("GET", "/maps/api/place/nearbysearch/json?key=k&location=1,2&radius=10&foo=1")
        XCTAssertEqual(legacyUnknown.object["status"] as? String, "INVALID_REQUEST")
        let fsqHeaders = ["Authorization": "Bearer probe", "X-Places-Api-Version": "2025-06-17"]
        for path in [
            "/places/search?ll=47.322,5.0415&limit=51", "/places/search?ll=47.322,5.0415&fields=fsq_id",
            "/places/search?ll=47.322,5.0415&radius=100001", "/places/search?ll=47.322,5.0415&open_now=true&open_at=1T2130",
            "/places/search?ll=47.322,5.0415&sort=NEAREST", "/places/search?ll=47.322,5.0415&categories=13065",
        ] {
            let response = try await http.send("GET", path, headers: fsqHeaders)
            XCTAssertEqual(response.status, 400, path)
        }
        for (path, status) in [
            (
                "/api/interpreter?data="
                    + "[out:json];nwr[\"amenity\"=\"cafe\"](around:100,91,5);out center tags;".encodedForQuery, 400
            ),
            ("/api/interpreter?data=" + "[out:json];nwr[\"amenity\"~\"(\"](around:100,47,5);out tags;".encodedForQuery, 400),
            ("/api/interpreter?data=" + "[out:json];nwr[\"amenity\"=\"cafe\"](around:100,47,5) out;".encodedForQuery, 400),
            ("/api/interpreter?data=" + "[out:xml];node(1);out;".encodedForQuery, 400),
            (
                "/api/interpreter?data="
                    + "[out:json][timeout:25];\n(nwr[\"amenity\"~\"^(cafe)$\",i][\"name\"](around:100,47.3,5.04););\nout center tags;"
                    .encodedForQuery, 200
            ),
            ("/search?q=Dijon&format=jsonv2&limit=41", 400), ("/search?q=Dijon&format=html", 400),
            ("/search?q=Dijon&format=jsonv2&polygon=1", 400), ("/search?q=Dijon&format=jsonv2&limit=5", 200),
            ("/routed-foot/table/v1/driving/5.04,47.32;5.05,47.33?sources=0&annotations=time", 400),
            ("/routed-foot/table/v1/driving/47.32,5.04;200,47.33?sources=0", 400),
            ("/routed-foot/route/v1/driving/5.04,47.32;5.05,47.33?overview=full&geometries=polyline&steps=true&foo=1", 400),
            ("/routed-foot/route/v1/driving/5.04,47.32;5.05,47.33?overview=full&geometries=polyline&steps=true", 200),
        ] {
            let response = try await http.send("GET", path)
            XCTAssertEqual(response.status, status, path)
        }
    }
}

extension String {
    fileprivate var encodedForQuery: String {
        addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
