import Domain
import XCTest

final class PolylineTests: XCTestCase {
    func test_decode_readsGooglesDocumentedExample() {
        // Google's own example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453)
        let points = Polyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@")

        XCTAssertEqual(points.map(\.latitude), [38.5, 40.7, 43.252])
        XCTAssertEqual(points.map(\.longitude), [-120.2, -120.95, -126.453])
    }

    func test_encode_isTheInverseOfDecode() {
        let points = [(47.322, 5.0415), (47.3232, 5.0415), (47.3232, 5.04407), (-33.86705, 151.19574)].compactMap {
            Location(latitude: $0.0, longitude: $0.1)
        }

        XCTAssertEqual(Polyline.decode(Polyline.encode(points)), points)
    }

    func test_decode_neverTrapsAndStopsAtAFault() {
        XCTAssertEqual(Polyline.decode("_p~iF~ps|U\u{1}garbage").count, 1, "the points before the fault")
        XCTAssertEqual(Polyline.decode("").count, 0)
        XCTAssertEqual(Polyline.decode(String(repeating: "~", count: 10_000)).count, 0, "a value that never ends")
        XCTAssertTrue(Polyline.decode(String(repeating: "_p~iF", count: 5_000)).count <= Polyline.maxPoints)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 32...126, using: &generator) }
            _ = Polyline.decode(String(decoding: bytes, as: UTF8.self))
        }
    }
}
