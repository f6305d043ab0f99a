import Domain
import DomainTestSupport
import Foundation
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

/// OpenStreetMap's rows (no key) use the table's width for what OpenStreetMap knows (issue 31): CUISINE (cuisines and
/// diets) instead of the empty RATING and PRICE, OPEN saying until when or from when, and the address; JSON gains
/// `opensAt` / `closesAt`. At 80 and 120 columns, on Wednesday 25 November 2026 at 12:30 in Paris.
final class KeylessTableSnapshotTests: XCTestCase {
    func test_render_table_ofMapDataRows_showsCuisineHoursAndAddressAt80And120Columns() throws {
        for width in [80, 120] {
            // When
            let output = try NearbyRenderer.render(Self.rows, as: .table, terminal: terminal(width))

            // Then
            XCTAssertTrue(output.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width })
            XCTAssertTrue(output.contains("open until 15:00"), output)
            XCTAssertTrue(output.contains("opens 18:30"), output)
            XCTAssertTrue(output.contains("17 Rue de la"), output)
            XCTAssertFalse(output.contains("RATING"), output)
            assertSnapshot(of: output, as: .lines, named: "\(width)")
        }
    }

    func test_render_json_ofMapDataRows_saysWhenTheyOpenOrClose() throws {
        // When
        let output = try NearbyRenderer.render(Self.rows, as: .json, terminal: terminal(80))
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])

        // Then (UTC: Paris is an hour ahead in November)
        XCTAssertEqual(rows.first?["closesAt"] as? String, "2026-11-25T14:00:00Z")
        XCTAssertTrue(rows.first?["opensAt"] is NSNull)
        XCTAssertEqual(rows.dropFirst().first?["opensAt"] as? String, "2026-11-25T17:30:00Z")
        XCTAssertEqual(rows.dropFirst().first?["openingHours"] as? String, "Mo-Su 18:30-23:00")
        XCTAssertEqual(rows.last?["opensAt"] as? String, "2026-11-27T10:00:00Z", "closed until Friday")
    }

    // MARK: - Helpers

    static let rows: [NearbyPlaceViewModel] = {
        let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_795_606_200)  // 2026-11-25T11:30:00Z
        let centre = Location(latitude: 47.322, longitude: 5.0415) ?? Location(latitude: 0, longitude: 0)!
        let place = { (id: Int, name: String, hours: String, types: [String], diets: [Diet], address: String) in
            NearbyPlace(
                placeID: "osm:node/\(id)", name: name,
                location: Location(latitude: 47.322 + Double(id) * 0.001, longitude: 5.0415) ?? centre,
                isOpen: PlaceAttributes(openingHours: hours, country: "FR", timeZone: paris.identifier)
                    .isOpen(at: now, location: centre),
                address: address, types: types,
                attributes: PlaceAttributes(diets: diets, openingHours: hours, country: "FR", timeZone: "Europe/Paris"))
        }
        let places = [
            place(
                1, "Burger King", "Mo-Fr 11:00-15:00", ["fast_food_restaurant", "hamburger_restaurant"], [],
                "17 Rue de la Liberté, 21000 Dijon"),
            place(
                2, "Lucilla - Le Clan des Mamma, Pizzas & Cocktails - Dijon", "Mo-Su 18:30-23:00",
                ["restaurant", "pizza_restaurant", "italian_restaurant"], [.vegetarian, .halal],
                "44 Rue des Godrans, 21000 Dijon"),
            place(3, "Les Fils à Maman", "Fr-Su 11:00-14:00", ["restaurant"], [.vegan], "16 bis Rue Quentin, 21000 Dijon"),
        ]
        let presenter = NearbyPlacesPresenter(
            distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample,
            hours: OpeningHoursText(now: { now }, timeZone: paris))
        return presenter.rows(for: places, query: NearbySearchQuery(location: centre, radius: 1500))
    }()

    private func terminal(_ width: Int) -> TerminalCapabilities {
        TerminalCapabilities(isInteractive: true, usesColor: false, width: width, usesUnicode: true)
    }
}
