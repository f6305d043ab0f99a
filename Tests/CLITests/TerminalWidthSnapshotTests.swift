import Domain
import DomainTestSupport
import Foundation
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

/// Every output for people fits the terminal: at 60, 80, 100 and 120 columns (and, without snapshots, at every width
/// from 20 to 140) no line is wider than the width in display cells; columns are cut, then dropped, as documented.
final class TerminalWidthSnapshotTests: XCTestCase {
    private static let widths = [60, 80, 100, 120]

    /// What `render` writes at each of `widths` fits it, and is the snapshot named after the width.
    private func assertFitsEachWidth(testName: String = #function, _ render: (TerminalCapabilities) throws -> String) throws {
        for width in Self.widths {
            let output = try render(terminal(width))

            assertFits(output, width)
            assertSnapshot(of: output, as: .lines, named: "\(width)", testName: testName)
        }
    }

    func test_nearbyTable_fitsEachWidth() throws {
        try assertFitsEachWidth { try NearbyRenderer.render(NearbyRendererSnapshotTests.mergedRows, as: .table, terminal: $0) }
    }

    func test_map_fitsEachWidth() throws {
        try assertFitsEachWidth {
            try NearbyRenderer.render(
                NearbyMapSnapshotTests.rows, as: .map, terminal: $0, searchArea: NearbyMapSnapshotTests.area)
        }
    }

    func test_details_wrapsToEachWidth() throws {
        try assertFitsEachWidth {
            try PlaceDetailsRenderer.render(PlaceDetailsRendererSnapshotTests.model, as: .table, terminal: $0)
        }
    }

    func test_reviews_fitEachWidth() throws {
        try assertFitsEachWidth { try ReviewsRenderer.render(Self.reviews, as: .table, terminal: $0) }
    }

    func test_favorites_fitEachWidth() throws {
        try assertFitsEachWidth { try FavoritesRenderer.render(Self.favorites, as: .table, terminal: $0) }
    }

    func test_nearbyTable_leavesOutAColumnEmptyInEveryRow_andGivesItsRoomToTheNames() throws {
        // Given places whose provider says nothing of their hours or price (the demo's Google rows), with long names
        let places = (1...3).map { index in
            makeNearbyPlace(
                id: "p\(index)", name: "Restaurant au nom très long numéro \(index)",
                location: makeLocation(0.1 * Double(index), 0), rating: 4.5, userRatingsTotal: 10, isOpen: nil, priceLevel: nil,
                address: "\(index) Rue de la Liberté, Dijon")
        }
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        let rows = presenter.rows(for: places, query: NearbyRendererFixtures.query.ordered(by: .distance))

        // When
        let table = try NearbyRenderer.render(rows, as: .table, terminal: terminal(80))

        // Then
        let header = table.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertFalse(header.contains("OPEN") || header.contains("PRICE"), header)
        XCTAssertTrue(table.contains("Restaurant au nom très long numéro 1"), table)
        assertFits(table, 80)
    }

    func test_everyOutput_fitsEveryWidthFrom20To140() throws {
        for width in 20...140 {
            let outputs = [
                try NearbyRenderer.render(NearbyRendererSnapshotTests.mergedRows, as: .table, terminal: terminal(width)),
                try NearbyRenderer.render(
                    NearbyMapSnapshotTests.rows, as: .map, terminal: terminal(width), searchArea: NearbyMapSnapshotTests.area),
                try PlaceDetailsRenderer.render(PlaceDetailsRendererSnapshotTests.model, as: .table, terminal: terminal(width)),
                try ReviewsRenderer.render(Self.reviews, as: .table, terminal: terminal(width)),
                try FavoritesRenderer.render(Self.favorites, as: .table, terminal: terminal(width)),
            ]
            for output in outputs { assertFits(output, width) }
        }
    }

    // MARK: - Helpers

    private func terminal(_ width: Int) -> TerminalCapabilities {
        TerminalCapabilities(isInteractive: true, usesColor: false, width: width, usesUnicode: true)
    }

    private func assertFits(_ output: String, _ width: Int, file: StaticString = #filePath, line: UInt = #line) {
        for text in output.split(separator: "\n") where DisplayWidth.of(String(text)) > width {
            XCTFail("wider than \(width): \(text)", file: file, line: line)
        }
    }

    static let reviews: [ReviewViewModel] = {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let reviews = [
            Review(
                placeID: "ChIJhRozr5Cd8kcRzXWVpd5wDvU", authorName: "Me",
                text: "The bœuf bourguignon was tender and the service quick, though the room gets loud after eight.",
                rating: 4, createdAt: now.addingTimeInterval(-3 * 86_400)),
            Review(
                placeID: "4adcda7ef964a520f94621e3", authorName: "Me", text: "Café crème, croissant: parfait.", rating: 5,
                createdAt: now.addingTimeInterval(-40 * 86_400)),
        ]
        return ReviewsPresenter(now: { now }).rows(
            reviews: reviews, pending: [], names: ["ChIJhRozr5Cd8kcRzXWVpd5wDvU": "Bouillon Notre Dame"])
    }()

    static let favorites: [FavoritePlaceViewModel] = {
        let cached = PlaceDetails(
            placeID: "ChIJhRozr5Cd8kcRzXWVpd5wDvU", name: "Bouillon Notre Dame",
            address: "9 Place Notre Dame, 21000 Dijon, France",
            phoneNumber: nil, location: makeLocation(47.3221384, 5.039174), rating: 4.1, userRatingsTotal: 1638, priceLevel: nil,
            openingHours: nil, website: nil, mapsURL: nil, businessStatus: .operational, reviews: [], photos: [])
        // (made as the command line makes them: in its words)
        return FrontEndWords.$current.withValue(CommandLineWords.words) {
            [
                FavoritePlaceViewModel(placeID: "ChIJhRozr5Cd8kcRzXWVpd5wDvU", details: cached, distanceMeters: 176),
                FavoritePlaceViewModel(placeID: "4adcda7ef964a520f94621e3", details: nil, distanceMeters: nil),
            ]
        }
    }()
}
