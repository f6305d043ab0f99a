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

    func test_renderLocation_tableAndJSON() throws {
        let ip = LocationViewModel(
            ResolvedLocation(
                location: makeLocation(47.322, 5.0415), source: .ipGeolocation, isApproximate: true, description: "Dijon"))

        assertSnapshot(of: try LocationRenderer.render(ip, as: .table), as: .lines, named: "table")
        assertSnapshot(of: try LocationRenderer.render(ip, as: .json), as: .lines, named: "json")
    }

    func test_renderFavorites_withAndWithoutCachedDetails() throws {
        let cached = PlaceDetails(
            placeID: "ChIJ1", name: "Bouillon Notre Dame", address: "9 Place Notre Dame, Dijon", phoneNumber: nil, location: nil,
            rating: 4.1, userRatingsTotal: 1638, priceLevel: nil, openingHours: nil, website: nil, mapsURL: nil,
            businessStatus: .operational,
            reviews: [], photos: [])
        let rows = [
            FavoritePlaceViewModel(placeID: "ChIJ1", details: cached, distanceMeters: 176),
            FavoritePlaceViewModel(placeID: "ChIJ9", details: nil, distanceMeters: nil),
        ]

        assertSnapshot(of: try FavoritesRenderer.render(rows, as: .table, terminal: .plain), as: .lines, named: "table")
        assertSnapshot(of: try FavoritesRenderer.render(rows, as: .json, terminal: .plain), as: .lines, named: "json")
    }
}
