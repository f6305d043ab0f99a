import Domain
import FixtureSupport
import Foundation
import Networking
import NetworkingTestSupport
import Places
import XCTest

final class PhotoServiceTests: XCTestCase {
    func test_legacyPhoto_returnsTheImageAndSendsReferenceWidthAndKey() async throws {
        // Given
        let jpeg = try Fixtures.data("google-places/maps_http_places_photo_binary_response.jpg")
        let client = HTTPClientStub([.response(status: 200, body: jpeg, headers: ["Content-Type": "image/jpeg"])])
        let sut = LegacyPhotoService(client: client, baseURL: URL(fileURLWithPath: "/"), apiKey: "k")

        // When
        let data = try await sut.fetchPlacePhoto(Photo(reference: "REF", width: nil, height: nil), maxWidth: 400)

        // Then
        XCTAssertEqual(data, jpeg)
        let query =
            URLComponents(url: try XCTUnwrap(client.requests.first?.url), resolvingAgainstBaseURL: false)?.queryItems ?? []
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: query.map { ($0.name, $0.value ?? "") }),
            ["photo_reference": "REF", "maxwidth": "400", "key": "k"])
    }

    func test_legacyPhoto_refusesGooglesErrorImageAndNonImages() async throws {
        // Given the "broken map" PNG Google sends with a 403 for a bad key, and a 200 that is not an image
        let png = try Fixtures.data("google-places/maps_http_places_photo_invalid_key_error_binary_response.png")
        let cases: [(HTTPClientStub.Outcome, ServiceError.Kind)] = [
            (.response(status: 403, body: png, headers: ["Content-Type": "image/png"]), .permissionDenied),
            (.response(status: 200, body: Data("<html>".utf8), headers: ["Content-Type": "text/html"]), .unavailable),
            (.response(status: 400, body: Data(), headers: [:]), .unavailable),
        ]
        for (outcome, kind) in cases {
            let sut = LegacyPhotoService(client: HTTPClientStub([outcome]), baseURL: URL(fileURLWithPath: "/"), apiKey: "k")
            do {
                _ = try await sut.fetchPlacePhoto(Photo(reference: "REF", width: nil, height: nil), maxWidth: 400)
                XCTFail("expected \(kind)")
            } catch {
                XCTAssertEqual((error as? ServiceError)?.kind, kind)
            }
        }
    }

    func test_newPhoto_asksForTheURIThenFetchesItWithoutTheKey() async throws {
        // Given
        let client = HTTPClientStub([
            .json(#"{"name":"places/P/photos/R/media","photoUri":"https://images.example/abc.jpg"}"#),
            .response(status: 200, body: Data([0xFF, 0xD8]), headers: ["Content-Type": "image/jpeg"]),
        ])
        let sut = NewPlacesPhotoService(
            client: client, baseURL: URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"), apiKey: "k")

        // When
        let data = try await sut.fetchPlacePhoto(Photo(reference: "places/P/photos/R", width: nil, height: nil), maxWidth: 800)

        // Then
        XCTAssertEqual(data, Data([0xFF, 0xD8]))
        XCTAssertEqual(
            client.requests.first?.url?.absoluteString,
            "http://127.0.0.1:9/v1/places/P/photos/R/media?maxWidthPx=800&skipHttpRedirect=true")
        XCTAssertEqual(client.requests.first?.value(forHTTPHeaderField: "X-Goog-Api-Key"), "k")
        XCTAssertEqual(client.requests.last?.url?.absoluteString, "https://images.example/abc.jpg")
        XCTAssertNil(client.requests.last?.value(forHTTPHeaderField: "X-Goog-Api-Key"))
    }
}
