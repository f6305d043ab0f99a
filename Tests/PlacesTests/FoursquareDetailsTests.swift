import Domain
import FixtureSupport
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `details` and `photo` for Foursquare places: one `GET /places/{id}` with the photos and tips in `fields`, and
/// photos fetched from their own URL without the key.
final class FoursquareDetailsTests: XCTestCase {
    func test_details_readsEveryRecordedDetailsBody() throws {
        // Given the recorded details bodies (current API and v3)
        let expected: [(file: String, name: String, phone: String?, address: String?, rating: Double?, hours: [String])] = [
            (
                "details-2025-NetApplied.json", "Foursquare HQ", "(646) 738-8691",
                "50 W 23rd St (btwn 5th & 6th Ave), New York, NY 10010", nil, []
            ),
            (
                "details-2025-hackathon-starter-oct2025.json", "Pike Place Market", "(206) 682-7453",
                "85 Pike St (at Pine St), Seattle, WA 98101", nil, []
            ),
            (
                "details-v3-premium-piccadilly.json", "Piccadilly Circus", nil,
                "Regent St, London, Greater London, W1D 1NN", 4.5, ["Open Daily 12:00 AM-12:00 AM"]
            ),
        ]
        for fixture in expected {
            // When
            let dto = try JSONDecoder().decode(FoursquareDetailsDTO.self, from: Fixtures.data("foursquare/" + fixture.file))
            let details = FoursquareDetailsMapper.details(from: dto, placeID: "5a187743ccad6b307315e6fe")

            // Then
            XCTAssertEqual(details.name, fixture.name, fixture.file)
            XCTAssertEqual(details.phoneNumber, fixture.phone, fixture.file)
            XCTAssertEqual(details.address, fixture.address, fixture.file)
            XCTAssertEqual(details.rating, fixture.rating, fixture.file)
            XCTAssertEqual(details.openingHours?.weekdayText ?? [], fixture.hours, fixture.file)
        }
    }

    func test_details_takesPhotosAsTheirOriginalURLAndTipsAsReviewsWithoutStars() throws {
        // Given a place with embedded photos (one with a hostile prefix) and tips
        let body = #"""
            {"fsq_place_id":"5a187743ccad6b307315e6fe","name":"Joe's","latitude":40.74,"longitude":-73.99,"rating":8.7,
             "stats":{"total_ratings":120},"hours":{"open_now":true,"display":"Mon-Fri 7:00-22:00; Sat-Sun 8:00-22:00"},
             "photos":[{"prefix":"https://fastly.4sqi.net/img/general/","suffix":"/47321_Ok.jpg","width":1440,"height":960},
                       {"prefix":"javascript:alert(1)//","suffix":"/x.jpg"},{"prefix":"https://x.example/"}],
             "tips":[{"text":"Get the pastrami","created_at":"2021-12-16T19:01:31.000Z"},{"text":"   "},{"created_at":"x"}]}
            """#

        // When
        let details = FoursquareDetailsMapper.details(
            from: try JSONDecoder().decode(FoursquareDetailsDTO.self, from: Data(body.utf8)),
            placeID: "5a187743ccad6b307315e6fe")

        // Then
        XCTAssertEqual(
            details.photos,
            [Photo(reference: "https://fastly.4sqi.net/img/general/original/47321_Ok.jpg", width: 1440, height: 960)])
        XCTAssertEqual(details.reviews.map(\.text), ["Get the pastrami"])
        XCTAssertEqual(details.reviews.map(\.rating), [0], "a tip has no stars")
        XCTAssertEqual(details.reviews.first?.createdAt, Date(timeIntervalSince1970: 1_639_681_291))
        XCTAssertEqual(details.rating, 4.35, "8.7 / 10 on Google's scale")
        XCTAssertEqual(details.userRatingsTotal, 120)
        XCTAssertEqual(
            details.openingHours, OpeningHours(openNow: true, weekdayText: ["Mon-Fri 7:00-22:00", "Sat-Sun 8:00-22:00"]))
    }

    func test_getPlaceDetails_asksOnePlaceWithItsPhotosAndTipsWithTheKeyAndVersion() async throws {
        // Given
        let client = HTTPClientStub([.json(#"{"fsq_place_id":"5a187743ccad6b307315e6fe","name":"Foursquare HQ"}"#)])

        // When
        let details = try await makeSUT(client).getPlaceDetails(placeID: "5a187743ccad6b307315e6fe")

        // Then
        XCTAssertEqual(details.name, "Foursquare HQ")
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/places/5a187743ccad6b307315e6fe")
        let fields =
            URLComponents(url: try XCTUnwrap(request.url), resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "fields" }?.value?.split(separator: ",").map(String.init) ?? []
        XCTAssertTrue(Set(["tel", "website", "hours", "rating", "photos", "tips", "location"]).isSubset(of: fields), "\(fields)")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer fsq-key")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Places-Api-Version"), "2025-06-17")
    }

    func test_getPlaceDetails_saysNotFoundForAnUnknownIdAndSendsNothingForAnotherProvidersId() async throws {
        // Given
        let missing = HTTPClientStub([.json(#"{"message":"Invalid venue specified."}"#, status: 404)])
        let unsent = HTTPClientStub([])

        // When
        let notFound = await error { try await self.makeSUT(missing).getPlaceDetails(placeID: "5a187743ccad6b307315e6ff") }
        let google = await error { try await self.makeSUT(unsent).getPlaceDetails(placeID: "ChIJN1t_tDeuEmsRUsoyG83frY4") }

        // Then
        XCTAssertEqual(notFound?.kind, .notFound)
        XCTAssertEqual(google?.kind, .invalidInput)
        XCTAssertEqual(unsent.requests.count, 0)
    }

    func test_fetchPlacePhoto_getsTheImageURLWithoutTheKey() async throws {
        // Given
        let client = HTTPClientStub([.response(status: 200, body: Data([0xFF, 0xD8]), headers: ["Content-Type": "image/jpeg"])])
        let sut = FoursquarePhotoService(client: client)

        // When
        let data = try await sut.fetchPlacePhoto(
            Photo(reference: "https://fastly.4sqi.net/img/general/original/47321_Ok.jpg", width: nil, height: nil), maxWidth: 800)

        // Then
        XCTAssertEqual(data, Data([0xFF, 0xD8]))
        XCTAssertEqual(client.requests.first?.url?.absoluteString, "https://fastly.4sqi.net/img/general/original/47321_Ok.jpg")
        XCTAssertNil(client.requests.first?.value(forHTTPHeaderField: "Authorization"))
        let refused = await error {
            try await sut.fetchPlacePhoto(Photo(reference: "file:///etc/passwd", width: nil, height: nil), maxWidth: 1)
        }
        XCTAssertEqual(refused?.kind, .invalidInput)
    }

    // MARK: - Helpers

    private func makeSUT(_ client: HTTPClientStub) -> FoursquarePlaceDetailsService {
        FoursquarePlaceDetailsService(
            client: client, baseURL: URL(string: "https://places-api.foursquare.com") ?? URL(fileURLWithPath: "/"),
            apiKey: "fsq-key")
    }

    private func error<T>(_ body: @escaping () async throws -> T) async -> ServiceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error as? ServiceError
        }
    }
}
