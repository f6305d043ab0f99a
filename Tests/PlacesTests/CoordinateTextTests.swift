import Domain
import Foundation
import NetworkingTestSupport
import XCTest

@testable import Places

/// Coordinates in query strings are fixed decimals (issue 43, finding 11: `location=51.4779,-5e-05` to the legacy
/// API, `ll=1e-05,-1e-05` to Foursquare).
final class CoordinateTextTests: XCTestCase {
    func test_decimal_writesTheDigitsOfCsPrintf_neverAnExponent() {
        // Given coordinates at random, at 7 and 6 decimals, those whose product is a tie as a double (43.7326135), and
        // the edges
        var generator = SystemRandomNumberGenerator()
        let edges = [
            0, 1e-5, -5e-5, 4.9999999e-8, 5e-8, 89.99999995, -179.99999996, 51.4779, 180, -90, 43.7326135, 7.42384625,
        ]
        let random = (0..<20_000).map { _ in Double.random(in: -180...180, using: &generator) }
        let ties = (0..<5_000).map { _ in Double(Int.random(in: -180_000_000...180_000_000, using: &generator)) / 1e6 + 5e-7 }
        for value in edges + random + ties {
            for places in [7, 6] {
                // When
                let text = CoordinateText.decimal(value, places: places)

                // Then C's formatter's digits (minus zero as zero)
                var printf = String(format: "%.\(places)f", value)
                if Double(printf) == 0 { printf = String(printf.drop { $0 == "-" }) }
                XCTAssertEqual(text, printf, "\(value) at \(places)")
            }
        }
        XCTAssertEqual(CoordinateText.decimal(-5e-5), "-0.0000500")
        XCTAssertEqual(CoordinateText.decimal(-1e-9), "0.0000000")
        XCTAssertEqual(CoordinateText.decimal(7.42, places: 6), "7.420000")
    }

    func test_legacyNearbyAndFoursquare_sendTheCentreInFixedDecimals() async throws {
        // Given a centre a few metres from the prime meridian and the equator
        let centre = try XCTUnwrap(Location(latitude: 1e-05, longitude: -5e-05))
        let foursquare = HTTPClientStub([.json(#"{"results":[]}"#)])
        let legacy = HTTPClientStub([.json(#"{"status":"ZERO_RESULTS","results":[]}"#)])

        // When
        let fsq = try XCTUnwrap(URL(string: "https://fsq.example"))
        let maps = try XCTUnwrap(URL(string: "https://maps.example"))
        _ = try? await FoursquareKit(client: foursquare, baseURL: fsq, apiKey: "k")
            .searchNearbyService().searchNearby(NearbySearchQuery(location: centre, radius: 500))
        _ = try? await GooglePlacesKits.make(api: .legacy, client: legacy, baseURL: maps, apiKey: "k")
            .searchNearbyService().searchNearby(NearbySearchQuery(location: centre, radius: 500))

        // Then
        XCTAssertEqual(query(foursquare)["ll"], "0.0000100,-0.0000500")
        XCTAssertEqual(query(legacy)["location"], "0.0000100,-0.0000500")
    }

    private func query(_ client: HTTPClientStub) -> [String: String] {
        let url = client.requests.first?.url
        let items = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }
        return Dictionary((items ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
    }
}
