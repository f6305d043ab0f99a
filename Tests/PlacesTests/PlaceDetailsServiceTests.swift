import Domain
import FixtureSupport
import Foundation
import Networking
import NetworkingTestSupport
import Places
import XCTest

final class PlaceDetailsServiceTests: XCTestCase {
    func test_legacyDetails_readsEveryRecordedDetailsBody() async throws {
        // Given every recorded legacy details body
        let names = try Fixtures.names(in: "google-places") { $0.lowercased().contains("details") && $0.hasSuffix(".json") }
        XCTAssertGreaterThanOrEqual(names.count, 10)
        for name in names {
            let sut = makeLegacySUT([.data(try Fixtures.data("google-places/\(name)"))])

            // When
            let details = try await sut.getPlaceDetails(placeID: "requested-id")

            // Then
            XCTAssertFalse(details.placeID.isEmpty, name)
        }
    }

    func test_legacyDetails_mapsTheGoogleSydneyBody() async throws {
        // Given
        let sut = makeLegacySUT([.data(try Fixtures.data("google-places/maps_http_places_details_response.json"))])

        // When
        let details = try await sut.getPlaceDetails(placeID: "ChIJN1t_tDeuEmsRUsoyG83frY4")

        // Then
        XCTAssertEqual(details.name, "Google Workplace 6")
        XCTAssertEqual(details.reviews.count, 5)
        XCTAssertEqual(details.photos.count, 10)
        XCTAssertEqual(details.openingHours?.weekdayText.count, 7)
        XCTAssertNotNil(details.phoneNumber)
        XCTAssertNotNil(details.website)
        XCTAssertNotNil(details.reviews.first?.createdAt)
    }

    func test_legacyDetails_mapsNotFoundAndInvalidRequest() async {
        for (body, kind) in [
            (#"{"status":"NOT_FOUND"}"#, ServiceError.Kind.notFound), (#"{"status":"INVALID_REQUEST"}"#, .invalidInput),
        ] {
            let sut = makeLegacySUT([.json(body)])
            do {
                _ = try await sut.getPlaceDetails(placeID: "x")
                XCTFail("expected \(kind)")
            } catch {
                XCTAssertEqual((error as? ServiceError)?.kind, kind, body)
            }
        }
    }

    func test_newDetails_sendsAFieldMaskAndReadsNanosecondPublishTimes() async throws {
        // Given a recorded Places API (New) place with its reviews
        let dijon =
            try JSONSerialization.jsonObject(
                with: try Fixtures.data("google-places/places-v1-searchNearby-restaurants-Dijon.json")) as? [String: Any]
        let place = try XCTUnwrap((dijon?["places"] as? [[String: Any]])?[1])
        let client = HTTPClientStub([.data(try JSONSerialization.data(withJSONObject: place))])
        let sut = NewPlaceDetailsService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")

        // When
        let details = try await sut.getPlaceDetails(placeID: "ChIJc_wbNR6d8kcRT_uD0EgfFLg")

        // Then
        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/v1/places/ChIJc_wbNR6d8kcRT_uD0EgfFLg")
        XCTAssertTrue(request.value(forHTTPHeaderField: "X-Goog-FieldMask")?.contains("reviews") == true)
        XCTAssertEqual(details.name, "Burger King")
        XCTAssertEqual(details.reviews.count, 5)
        XCTAssertTrue(details.reviews.allSatisfy { $0.createdAt != nil }, "RFC 3339 with nanoseconds")
        XCTAssertEqual(details.photos.count, 10)
    }

    func test_newDetails_mapsA404ToNotFound() async {
        let client = HTTPClientStub([.json(#"{"error":{"code":404,"message":"Not found.","status":"NOT_FOUND"}}"#, status: 404)])
        let sut = NewPlaceDetailsService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
        do {
            _ = try await sut.getPlaceDetails(placeID: "x")
            XCTFail("expected notFound")
        } catch {
            XCTAssertEqual((error as? ServiceError)?.kind, .notFound)
        }
    }

    private func makeLegacySUT(_ outcomes: [HTTPClientStub.Outcome]) -> LegacyPlaceDetailsService {
        LegacyPlaceDetailsService(client: HTTPClientStub(outcomes), baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
    }
}
