import Domain
import Foundation
import Networking
import XCTest

@testable import Places

/// The sandbox answers the Google routes as Google does, and its bodies decode through the same code paths
/// as the recorded Google bodies. One sandbox serves the whole class: these routes keep no state but page tokens.
final class SandboxPlacesContractTests: ClassSandboxTestCase {
    private var sandbox: SandboxProcess? { try? ClassSandbox.sandbox(for: Self.self) }
    private var http: HTTP { HTTP(baseURL: sandbox?.baseURL ?? "") }
    private let key = "contract-key-1"

    override class func setUp() { ClassSandbox.start(for: self, ["--page-token-delay", "300ms"]) }
    override class func tearDown() { ClassSandbox.stop(for: self) }

    override func setUpWithError() throws {
        _ = try ClassSandbox.sandbox(for: Self.self)
    }

    func test_newSearchNearby_decodesWithTheAppsDTOsAndHonoursMaskCountAndTypes() async throws {
        let body: [String: Any] = [
            "includedTypes": ["restaurant"], "maxResultCount": 5, "rankPreference": "DISTANCE",
            "locationRestriction": ["circle": ["center": ["latitude": 47.322, "longitude": 5.0415], "radius": 1000]],
        ]
        let response = try await http.send(
            "POST", "/v1/places:searchNearby", json: body,
            headers: [
                "X-Goog-Api-Key": key, "X-Goog-FieldMask": "places.id,places.displayName,places.location,places.primaryType",
            ])
        XCTAssertEqual(response.status, 200)
        let raw = try XCTUnwrap(response.object["places"] as? [[String: Any]])
        XCTAssertEqual(raw.count, 5)
        XCTAssertTrue(raw.allSatisfy { Set($0.keys).isSubset(of: ["id", "displayName", "location", "primaryType"]) }, "\(raw)")
        let decoded = try JSONDecoder().decode(NewPlacesSearchResponse.self, from: response.body)
        XCTAssertEqual(decoded.places.count, 5)
        XCTAssertTrue(decoded.places.allSatisfy { $0.id != nil && $0.location?.latitude != nil })
    }

    func test_newSearchNearby_requiresAFieldMaskAndAValidKey() async throws {
        let body: [String: Any] = ["locationRestriction": ["circle": ["center": ["latitude": 1, "longitude": 2], "radius": 10]]]
        let noMask = try await http.send("POST", "/v1/places:searchNearby", json: body, headers: ["X-Goog-Api-Key": key])
        XCTAssertEqual(noMask.status, 400)
        XCTAssertTrue(ErrorMessageExtractor.message(from: noMask.body)?.hasPrefix("FieldMask is a required parameter") == true)
        let noKey = try await http.send("POST", "/v1/places:searchNearby", json: body, headers: ["X-Goog-FieldMask": "*"])
        XCTAssertEqual(noKey.status, 403)
        let badKey = try await http.send(
            "POST", "/v1/places:searchNearby", json: body, headers: ["X-Goog-FieldMask": "*", "X-Goog-Api-Key": "invalid"])
        XCTAssertEqual(badKey.status, 400)
        XCTAssertEqual((badKey.object["error"] as? [String: Any])?["status"] as? String, "INVALID_ARGUMENT")
        let empty = try await http.send(
            "POST", "/v1/places:searchNearby", json: body, headers: ["X-Goog-FieldMask": "*", "X-Goog-Api-Key": key])
        XCTAssertEqual(String(decoding: empty.body, as: UTF8.self), "{}")
    }

    func test_newSearchNearby_takesALanguageTagAndARegion_andRefusesMalformedOnes() async throws {
        let circle: [String: Any] = ["circle": ["center": ["latitude": 1, "longitude": 2], "radius": 10]]
        let headers = ["X-Goog-FieldMask": "places.id", "X-Goog-Api-Key": key]
        for (language, region, status) in [("pt-BR", "BR", 200), ("english please", "FR", 400), ("fr", "FRA", 400)] {
            let body: [String: Any] = ["locationRestriction": circle, "languageCode": language, "regionCode": region]
            let answer = try await http.send("POST", "/v1/places:searchNearby", json: body, headers: headers)
            XCTAssertEqual(answer.status, status, "\(language) \(region)")
        }
    }

    func test_newSearchText_pagesWithNextPageTokenWhenTheMaskAsksForIt() async throws {
        let headers = ["X-Goog-Api-Key": key, "X-Goog-FieldMask": "places.id,places.displayName,nextPageToken"]
        let first = try await http.send(
            "POST", "/v1/places:searchText", json: ["textQuery": "restaurants in Sydney", "pageSize": 5], headers: headers)
        XCTAssertEqual((first.object["places"] as? [Any])?.count, 5)
        let token = try XCTUnwrap(first.object["nextPageToken"] as? String)
        let second = try await http.send(
            "POST", "/v1/places:searchText", json: ["textQuery": "restaurants in Sydney", "pageSize": 5, "pageToken": token],
            headers: headers)
        XCTAssertEqual((second.object["places"] as? [Any])?.count, 5)
        XCTAssertNoThrow(try JSONDecoder().decode(NewPlacesSearchResponse.self, from: second.body))
    }

    func test_newDetailsAutocompleteAndPhoto_answerLikeGoogle() async throws {
        let details = try await http.send(
            "GET", "/v1/places/ChIJN1t_tDeuEmsRUsoyG83frY4",
            headers: ["X-Goog-Api-Key": key, "X-Goog-FieldMask": "displayName,reviews,photos"])
        XCTAssertEqual(details.status, 200)
        XCTAssertEqual(Set(details.object.keys), ["displayName", "reviews", "photos"])
        let review = try XCTUnwrap((details.object["reviews"] as? [[String: Any]])?.first)
        XCTAssertTrue((review["publishTime"] as? String)?.contains(".123456789Z") == true, "RFC 3339 with nanoseconds")
        let missing = try await http.send(
            "GET", "/v1/places/ChIJ-nowhere", headers: ["X-Goog-Api-Key": key, "X-Goog-FieldMask": "id"])
        XCTAssertEqual(missing.status, 404)

        let suggestions = try await http.send(
            "POST", "/v1/places:autocomplete", json: ["input": "Bouill"], headers: ["X-Goog-Api-Key": key])
        let prediction = (suggestions.object["suggestions"] as? [[String: Any]])?.first?["placePrediction"] as? [String: Any]
        XCTAssertEqual(
            ((prediction?["structuredFormat"] as? [String: Any])?["mainText"] as? [String: Any])?["text"] as? String,
            "Bouillon Notre Dame")

        let photos = try XCTUnwrap(details.object["photos"] as? [[String: Any]])
        let name = try XCTUnwrap(photos.first?["name"] as? String)
        let redirect = try await http.send("GET", "/v1/\(name)/media?maxWidthPx=400&key=\(key)")
        XCTAssertEqual(redirect.status, 302)
        let location = try XCTUnwrap(redirect.headers["location"])
        let image = try await HTTP(baseURL: "").send("GET", location)
        XCTAssertEqual(image.headers["content-type"], "image/jpeg")
        XCTAssertEqual(Array(image.body.prefix(2)), [0xFF, 0xD8])
        let skip = try await http.send("GET", "/v1/\(name)/media?maxWidthPx=400&skipHttpRedirect=true&key=\(key)")
        XCTAssertEqual(skip.object["photoUri"] as? String, location)
        let noSize = try await http.send("GET", "/v1/\(name)/media?key=\(key)")
        XCTAssertEqual(noSize.status, 400)
    }

    func test_legacyNearby_refusesAPageTokenUntilItIsValidAndDecodesEveryPage() async throws {
        let first = try await http.send(
            "GET", "/maps/api/place/nearbysearch/json?location=-33.8670522,151.1957362&radius=5000&type=restaurant&key=\(key)")
        let page = try JSONDecoder().decode(LegacySearchResponse.self, from: first.body)
        XCTAssertEqual(page.status, "OK")
        XCTAssertEqual(page.results.count, 20)
        XCTAssertEqual(page.results.count, (first.object["results"] as? [Any])?.count)
        let token = try XCTUnwrap(page.nextPageToken)
        let encoded = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? token

        let early = try await http.send("GET", "/maps/api/place/nearbysearch/json?pagetoken=\(encoded)&key=\(key)")
        XCTAssertEqual(early.object["status"] as? String, "INVALID_REQUEST")
        try sandbox?.advanceClock("400ms")
        let later = try await http.send("GET", "/maps/api/place/nearbysearch/json?pagetoken=\(encoded)&key=\(key)")
        let second = try JSONDecoder().decode(LegacySearchResponse.self, from: later.body)
        XCTAssertEqual(second.status, "OK")
        XCTAssertFalse(second.results.isEmpty)
        XCTAssertTrue(Set(second.results.compactMap(\.placeID)).isDisjoint(with: page.results.compactMap(\.placeID)))
    }

    func test_legacyStatuses_matchGooglesEnvelopes() async throws {
        let denied = try await http.send("GET", "/maps/api/place/nearbysearch/json?location=1,2&radius=10&key=invalid")
        XCTAssertEqual(denied.object["status"] as? String, "REQUEST_DENIED")
        XCTAssertEqual(denied.object["error_message"] as? String, "The provided API key is invalid. ")
        XCTAssertEqual(denied.status, 200)
        let noKey = try await http.send("GET", "/maps/api/place/nearbysearch/json?location=1,2&radius=10")
        XCTAssertEqual(noKey.object["status"] as? String, "REQUEST_DENIED")
        let zero = try await http.send("GET", "/maps/api/place/nearbysearch/json?location=-30,-140&radius=10&key=\(key)")
        XCTAssertEqual(zero.object["status"] as? String, "ZERO_RESULTS")
        let rankBy = try await http.send(
            "GET", "/maps/api/place/nearbysearch/json?location=1,2&radius=10&rankby=distance&type=restaurant&key=\(key)")
        XCTAssertEqual(rankBy.object["status"] as? String, "INVALID_REQUEST")
        let badFields = try await http.send(
            "GET", "/maps/api/place/details/json?place_id=ChIJN1t_tDeuEmsRUsoyG83frY4&fields=invalid&key=\(key)")
        XCTAssertEqual(
            badFields.object["error_message"] as? String,
            "Error while parsing 'fields' parameter: Unsupported field name 'invalid'. ")
        let notFound = try await http.send("GET", "/maps/api/place/details/json?place_id=ChIJ-nowhere&key=\(key)")
        XCTAssertEqual(notFound.object["status"] as? String, "NOT_FOUND")
    }

    func test_legacyTextSearchDetailsAutocompleteAndPhoto_answerLikeGoogle() async throws {
        let text = try await http.send("GET", "/maps/api/place/textsearch/json?query=pizza%20in%20New%20York&key=\(key)")
        let decoded = try JSONDecoder().decode(LegacySearchResponse.self, from: text.body)
        XCTAssertFalse(decoded.results.isEmpty)
        XCTAssertTrue(decoded.results.allSatisfy { $0.formattedAddress != nil })

        let details = try await http.send("GET", "/maps/api/place/details/json?place_id=ChIJN1t_tDeuEmsRUsoyG83frY4&key=\(key)")
        let result = try XCTUnwrap(details.object["result"] as? [String: Any])
        XCTAssertEqual((result["reviews"] as? [Any])?.count, 5)
        XCTAssertNotNil(result["formatted_phone_number"])

        let autocomplete = try await http.send("GET", "/maps/api/place/autocomplete/json?input=Bouill&key=\(key)")
        XCTAssertEqual(autocomplete.object["status"] as? String, "OK")
        let nothing = try await http.send("GET", "/maps/api/place/autocomplete/json?input=zzzzqqq&key=\(key)")
        XCTAssertEqual(nothing.object["status"] as? String, "ZERO_RESULTS")

        let reference = try XCTUnwrap(((result["photos"] as? [[String: Any]])?.first)?["photo_reference"] as? String)
        let photo = try await http.send("GET", "/maps/api/place/photo?photo_reference=\(reference)&maxwidth=400&key=\(key)")
        XCTAssertEqual(photo.status, 302)
        XCTAssertFalse(photo.headers["location"]?.contains(key) ?? true, "the redirect target has no key")
        let denied = try await http.send("GET", "/maps/api/place/photo?photo_reference=\(reference)&maxwidth=400&key=invalid")
        XCTAssertEqual(denied.status, 403)
        XCTAssertEqual(denied.headers["content-type"], "image/png")
    }

    func test_geoip_answersAnIpinfoShapedLocation() async throws {
        let response = try await http.send("GET", "/geoip/json")
        let loc = try XCTUnwrap(response.object["loc"] as? String)
        XCTAssertEqual(loc.split(separator: ",").compactMap { Double($0) }.count, 2)
    }

    func test_foursquareSearch_answersLikeFoursquareAndDecodesWithTheAppsDTOsAcrossPages() async throws {
        // Given
        let headers = ["Authorization": "Bearer fsq-contract-key", "X-Places-Api-Version": "2025-06-17"]
        let path = "/places/search?ll=-33.8670,151.1957&radius=3000&limit=5&sort=DISTANCE"

        // When
        let first = try await http.send("GET", path, headers: headers)
        let link = first.headers.first { $0.key.lowercased() == "link" }?.value ?? ""
        let nextURL = try XCTUnwrap(FoursquareLink.next(link), link)
        let nextPath =
            try XCTUnwrap(URLComponents(url: nextURL, resolvingAgainstBaseURL: false)).percentEncodedPath
            + "?" + (nextURL.query ?? "")
        let second = try await http.send("GET", nextPath, headers: headers)
        let noVersion = try await http.send("GET", path, headers: ["Authorization": "Bearer fsq-contract-key"])
        let noKey = try await http.send("GET", path, headers: ["X-Places-Api-Version": "2025-06-17"])

        // Then
        XCTAssertEqual(first.status, 200)
        let page1 = try JSONDecoder().decode(FoursquareSearchResponse.self, from: first.body).results
        let page2 = try JSONDecoder().decode(FoursquareSearchResponse.self, from: second.body).results
        let places = (page1 + page2).compactMap(FoursquareMapper.nearbyPlace)
        XCTAssertEqual(places.count, 10, "two pages of 5, every place with a 24-hex id and a location")
        XCTAssertEqual(Set(places.map(\.placeID)).count, 10)
        XCTAssertTrue(places.allSatisfy { $0.rating.map { (1...5).contains($0) } ?? true })
        XCTAssertEqual(noVersion.status, 400)
        XCTAssertEqual(noVersion.object["message"] as? String, "Please provide a valid version.")
        XCTAssertEqual(noKey.status, 401)
        XCTAssertEqual(noKey.object["message"] as? String, "Invalid request token.")
    }
}
