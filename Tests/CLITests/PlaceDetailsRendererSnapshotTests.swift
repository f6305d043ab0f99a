import Domain
import Foundation
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

final class PlaceDetailsRendererSnapshotTests: XCTestCase {
    func test_render_table_showsEveryKnownFieldHoursAndBothKindsOfReviews() throws {
        let output = try PlaceDetailsRenderer.render(Self.model, as: .table, terminal: .plain)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_json_writesTheDocumentedSchema() throws {
        let output = try PlaceDetailsRenderer.render(Self.model, as: .json, terminal: .plain)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_table_leavesOutWhatGoogleDoesNotKnow() throws {
        let bare = PlaceDetails(
            placeID: "ChIJbare", name: "Sans Tout", address: nil, phoneNumber: nil, location: nil, rating: nil,
            userRatingsTotal: nil,
            priceLevel: nil, openingHours: nil, website: nil, mapsURL: nil, businessStatus: .unknown, reviews: [], photos: [])

        let output = try PlaceDetailsRenderer.render(
            PlaceDetailsViewModel(details: bare, ownReviews: [], now: Self.now), as: .table, terminal: .plain)

        XCTAssertEqual(output, "Sans Tout\nid          ChIJbare\n")
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let model: PlaceDetailsViewModel = {
        let details = PlaceDetails(
            placeID: "ChIJ1", name: "Sacré-Cœur Bistro", address: "35 Rue du Chevalier de la Barre, 75018 Paris",
            phoneNumber: "+33 1 23 45 67 89", location: Location(latitude: 48.8867, longitude: 2.3431), rating: 4.6,
            userRatingsTotal: 1234,
            priceLevel: PriceLevel(2),
            openingHours: OpeningHours(
                openNow: true, weekdayText: ["Monday: 9:00\u{202F}AM\u{2009}–\u{2009}5:00\u{202F}PM", "Tuesday: Closed"]),
            website: URL(string: "https://example.com/bistro"), mapsURL: URL(string: "https://maps.google.com/?cid=1"),
            businessStatus: .operational,
            reviews: [
                Review(
                    placeID: "ChIJ1", authorName: "李宗仁", text: "好吃\nagain", rating: 5, createdAt: nil,
                    relativeTimeDescription: "a week ago")
            ],
            photos: [Photo(reference: "places/ChIJ1/photos/abc", width: 400, height: 300)])
        let own = [
            Review(placeID: "ChIJ1", authorName: "Ada", text: "Lovely", rating: 4, createdAt: now.addingTimeInterval(-3 * 86_400))
        ]
        return PlaceDetailsViewModel(details: details, ownReviews: own, now: now)
    }()
}
