import Domain
import DomainTestSupport
import Foundation
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

/// Snapshots of the `search` and `favorites` outputs.
final class ListRendererSnapshotTests: XCTestCase {
    private let predictions = [
        AutocompletePrediction(placeID: "ChIJ1", text: "Bouillon Notre Dame, 9 Place Notre Dame, Dijon"),
        AutocompletePrediction(placeID: "ChIJ2", text: "李宗仁 ラーメン, 東京都北区"),
    ]

    func test_renderPredictions_tableAndJSON() throws {
        assertSnapshot(of: try PredictionsRenderer.render(predictions, as: .table, terminal: .plain), as: .lines, named: "table")
        assertSnapshot(of: try PredictionsRenderer.render(predictions, as: .json, terminal: .plain), as: .lines, named: "json")
    }

    func test_renderPredictions_fromBothProviders_namesEachMatchsProvider() throws {
        // Given Google's matches, then Foursquare's (`search --provider all`)
        let both = predictions + [AutocompletePrediction(placeID: "36dce826cebff8b2a0b92678", text: "Bouillon Notre Dame, Dijon")]

        // When / Then
        assertSnapshot(of: try PredictionsRenderer.render(both, as: .table, terminal: .plain), as: .lines, named: "table")
        assertSnapshot(of: try PredictionsRenderer.render(both, as: .json, terminal: .plain), as: .lines, named: "json")
    }

    func test_renderLocation_tableAndJSON() throws {
        let ip = LocationViewModel(
            ResolvedLocation(
                location: makeLocation(47.322, 5.0415), source: .ipGeolocation, isApproximate: true, description: "Dijon"))

        assertSnapshot(of: try LocationRenderer.render(ip, as: .table), as: .lines, named: "table")
        assertSnapshot(of: try LocationRenderer.render(ip, as: .json), as: .lines, named: "json")
    }

    func test_renderFavorites_withAndWithoutCachedDetails() throws {
        let cached = PlaceDetails(
            placeID: "ChIJ1", name: "Bouillon Notre Dame", address: "9 Place Notre Dame, Dijon", phoneNumber: nil,
            location: makeLocation(47.3221384, 5.039174),
            rating: 4.1, userRatingsTotal: 1638, priceLevel: nil, openingHours: nil, website: nil, mapsURL: nil,
            businessStatus: .operational,
            reviews: [], photos: [])
        let rows = FrontEndWords.$current.withValue(CommandLineWords.words) {
            [
                FavoritePlaceViewModel(placeID: "ChIJ1", details: cached, distanceMeters: 176),
                FavoritePlaceViewModel(placeID: "ChIJ9", details: nil, distanceMeters: nil),
            ]
        }

        assertSnapshot(of: try FavoritesRenderer.render(rows, as: .table, terminal: .plain), as: .lines, named: "table")
        assertSnapshot(of: try FavoritesRenderer.render(rows, as: .json, terminal: .plain), as: .lines, named: "json")
        let geojson = try FavoritesRenderer.render(rows, as: .geojson, terminal: .plain)
        try assertGeoJSON(geojson, positions: [[5.039174, 47.3221384], nil])
        assertSnapshot(of: geojson, as: .lines, named: "geojson")
    }

    func test_renderPredictions_geojsonLocatesTheMatchesWhoseDetailsAreKnown() throws {
        let details = PlaceDetails(
            placeID: "ChIJ1", name: "Bouillon Notre Dame", address: "9 Place Notre Dame, Dijon", phoneNumber: nil,
            location: makeLocation(47.3221384, 5.039174), rating: 4.1, userRatingsTotal: 1638, priceLevel: nil,
            openingHours: nil, website: nil, mapsURL: nil, businessStatus: .operational, reviews: [], photos: [])

        let geojson = try PredictionsRenderer.geojson([(predictions[0], details), (predictions[1], nil)])

        try assertGeoJSON(geojson, positions: [[5.039174, 47.3221384], nil])
        assertSnapshot(of: geojson, as: .lines)
    }

    /// RFC 7946: a FeatureCollection of Features, each with a `geometry` member, a Point at [longitude, latitude]
    /// or null when the place's location is unknown.
    private func assertGeoJSON(_ text: String, positions: [[Double]?], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let collection = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(collection["type"] as? String, "FeatureCollection", file: file, line: line)
        let features = try XCTUnwrap(collection["features"] as? [[String: Any]], file: file, line: line)
        XCTAssertEqual(features.map { $0["type"] as? String }, positions.map { _ in "Feature" }, file: file, line: line)
        XCTAssertTrue(features.allSatisfy { $0.keys.contains("geometry") }, "geometry is always there", file: file, line: line)
        let found = features.map { feature -> [Double]? in
            guard let geometry = feature["geometry"] as? [String: Any] else { return nil }
            XCTAssertEqual(geometry["type"] as? String, "Point", file: file, line: line)
            return geometry["coordinates"] as? [Double]
        }
        XCTAssertEqual(found, positions, file: file, line: line)
    }
}
