import Domain
import DomainTestSupport
import Foundation
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

/// The exact text of every nearby output format. Record with SNAPSHOT_TESTING_RECORD=missing; CI uses never.
final class NearbyRendererSnapshotTests: XCTestCase {
    func test_render_table_alignsUnicodeNamesByDisplayWidth() throws {
        let output = try NearbyRenderer.render(Self.rows, as: .table, terminal: .plain)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_table_coloursStarsAndOpenStateOnATerminal() throws {
        let terminal = TerminalCapabilities(isInteractive: true, usesColor: true, width: nil)

        let output = try NearbyRenderer.render(Self.rows, as: .table, terminal: terminal)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_table_truncatesTheAddressToTheTerminalWidth() throws {
        let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: 100)

        let output = try NearbyRenderer.render(Self.rows, as: .table, terminal: terminal)

        XCTAssertTrue(output.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 100 })
        assertSnapshot(of: output, as: .lines)
    }

    func test_render_travel_addsTheMinutesToTheTableAndTheTravelObjectToJSONAndCSV() throws {
        // Given walking times: minutes, an hour and more, no route, and one not known (offline, not cached)
        let times: [TravelTime?] = [
            TravelTime(mode: .walk, seconds: 150, meters: 190), TravelTime(mode: .walk, seconds: 3_900, meters: 5_100),
            .noRoute(.walk), nil,
        ]
        let places = zip(NearbyRendererFixtures.places, times).map { $0.travelling($1) }
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        let query = NearbySearchQuery(
            location: NearbyRendererFixtures.query.location, radius: 5000, travel: .walk)
        let rows = presenter.rows(for: places, query: query)
        let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: 80)

        // When
        let table = try NearbyRenderer.render(rows, as: .table, terminal: terminal)
        let json = try NearbyRenderer.render(rows, as: .json, terminal: .plain)
        let csv = try NearbyRenderer.render(rows, as: .csv, terminal: .plain)

        // Then
        XCTAssertTrue(table.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 }, table)
        assertSnapshot(of: table, as: .lines, named: "table")
        assertSnapshot(of: json, as: .lines, named: "json")
        assertSnapshot(of: csv, as: .lines, named: "csv")
    }

    func test_render_table_inEachUnitSystem_writesDistancesInItsUnits_at80Columns() throws {
        // Given the same places, presented for a reader of metres and one of miles and feet on a 12-hour clock
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: 80)
        let readers = [
            ("metric", Conventions()), ("imperial", Conventions(language: "en", region: "US", units: .imperial, hourCycle: .h12)),
        ]

        var jsons: [String] = []
        for (name, conventions) in readers {
            // When
            let (table, json) = try Conventions.$current.withValue(conventions) {
                let rows = presenter.rows(for: NearbyRendererFixtures.places, query: NearbyRendererFixtures.query)
                return (
                    try NearbyRenderer.render(rows, as: .table, terminal: terminal),
                    try NearbyRenderer.render(rows, as: .json, terminal: .plain)
                )
            }

            // Then
            XCTAssertTrue(table.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 }, table)
            assertSnapshot(of: table, as: .lines, named: name)
            jsons.append(json)
        }
        XCTAssertEqual(jsons.first, jsons.last, "JSON keeps metres whatever the units")
    }

    func test_render_json_writesTheDocumentedKeysWithNulls() throws {
        let output = try NearbyRenderer.render(Self.rows, as: .json, terminal: .plain)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_ndjson_writesOneCompactObjectPerLine() throws {
        let output = try NearbyRenderer.render(Self.rows, as: .ndjson, terminal: .plain)

        XCTAssertEqual(output.split(separator: "\n").count, Self.rows.count)
        assertSnapshot(of: output, as: .lines)
    }

    func test_render_csv_quotesFieldsWithCommasAndQuotes() throws {
        let output = try NearbyRenderer.render(Self.rows, as: .csv, terminal: .plain)

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_geojson_writesAFeatureCollectionWithTheSearchCircle() throws {
        let output = try NearbyRenderer.render(
            Self.rows, as: .geojson, terminal: .plain, searchArea: (NearbyRendererFixtures.query.location, 1500))

        assertSnapshot(of: output, as: .lines)
    }

    func test_render_geojson_followsRFC7946() throws {
        // Given
        let area = (center: NearbyRendererFixtures.query.location, radiusMeters: 1500)

        for rows in [Self.rows, []] {
            // When
            let output = try NearbyRenderer.render(rows, as: .geojson, terminal: .plain, searchArea: area)

            // Then
            let collection = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            XCTAssertEqual(collection["type"] as? String, "FeatureCollection")
            XCTAssertNil(collection["crs"], "RFC 7946 has no crs: positions are WGS 84")
            let features = try XCTUnwrap(collection["features"] as? [[String: Any]])
            XCTAssertEqual(features.count, rows.count)
            for (feature, row) in zip(features, rows) {
                XCTAssertEqual(feature["type"] as? String, "Feature")
                let geometry = try XCTUnwrap(feature["geometry"] as? [String: Any])
                XCTAssertEqual(geometry["type"] as? String, "Point")
                let position = try XCTUnwrap(geometry["coordinates"] as? [Double])
                XCTAssertEqual(position, [row.longitude, row.latitude], "longitude first")
                XCTAssertTrue((-180...180).contains(position[0]) && (-90...90).contains(position[1]))
                let properties = try XCTUnwrap(feature["properties"] as? [String: Any])
                XCTAssertEqual(properties["placeID"] as? String, row.placeID)
            }
            let searched = try XCTUnwrap(collection["properties"] as? [String: Any])
            XCTAssertEqual(searched["center"] as? [Double], [area.center.longitude, area.center.latitude])
            XCTAssertEqual(searched["radiusMeters"] as? Int, 1500)
        }
    }

    func test_render_everyFormat_showsBothRatingsAndSourcesOfPlacesMergedFromBothProviders() throws {
        // Given Google's places merged with Foursquare's (`--provider all`): one matched, one on Foursquare only
        let terminal = TerminalCapabilities(isInteractive: false, usesColor: false, width: 100)

        for format in OutputFormat.allCases where format != .html {  // the page: MapPageTests
            // When
            let output = try NearbyRenderer.render(
                Self.mergedRows, as: format, terminal: terminal, searchArea: (NearbyRendererFixtures.query.location, 1500),
                ascii: true)

            // Then
            assertSnapshot(of: output, as: .lines, named: format.rawValue)
        }
    }

    func test_render_table_addsTheFromColumnOnlyWhenRowsComeFromBothProviders() throws {
        let single = try NearbyRenderer.render(Self.rows, as: .table, terminal: .plain)
        let merged = try NearbyRenderer.render(Self.mergedRows, as: .table, terminal: .plain)

        XCTAssertFalse(single.contains("FROM"))
        XCTAssertTrue(merged.split(separator: "\n").first?.contains("FROM") ?? false)
        XCTAssertTrue(merged.contains("both") && merged.contains("foursquare"))
    }

    func test_render_table_namesTheProvidersOfEachRowWhenMoreThanTwoAnswered() throws {
        // Given a third provider's place near Google's first, merged with it
        let first = try XCTUnwrap(NearbyRendererFixtures.places.first)
        let third = NearbyPlace(
            placeID: "test:1", name: first.name, location: first.location, rating: 3, businessStatus: .operational)
        let merged = NearbyPlacesMerging.merge([NearbyRendererFixtures.places, NearbyRendererFixtures.foursquarePlaces, [third]])
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        let rows = presenter.rows(for: merged, query: NearbyRendererFixtures.query.ordered(by: .distance))

        // When
        let table = try NearbyRenderer.render(rows, as: .table, terminal: .plain)

        // Then
        XCTAssertTrue(table.contains("google+foursquare+test"), table)
        XCTAssertFalse(table.contains("both"), table)
    }

    func test_render_emptyResult_isAnEmptyArrayAHeaderOrNothing() throws {
        XCTAssertEqual(try NearbyRenderer.render([], as: .json, terminal: .plain), "[]\n", "not Foundation's \"[\\n\\n]\"")
        XCTAssertEqual(try NearbyRenderer.render([], as: .ndjson, terminal: .plain), "")
        XCTAssertEqual(try NearbyRenderer.render([], as: .table, terminal: .plain), "")
        XCTAssertEqual(
            try NearbyRenderer.render([], as: .csv, terminal: .plain),
            "placeID,name,rating,userRatingsTotal,distanceMeters,latitude,longitude,isOpen,priceLevel,address,cachedAt,provider,"
                + "sources,googleRating,foursquareRating,googlePlaceID,foursquarePlaceID,kind,type,category,"
                + "diets,wheelchair,outdoorSeating,openingHours,attribution,travelMode,travelSeconds,travelMeters,detourSeconds,"
                + "opensAt,closesAt,openAt\n"
        )
    }

    // MARK: - Fixtures

    static let rows: [NearbyPlaceViewModel] = {
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        return presenter.rows(for: NearbyRendererFixtures.places, query: NearbyRendererFixtures.query.ordered(by: .distance))
    }()

    static let mergedRows: [NearbyPlaceViewModel] = {
        let presenter = NearbyPlacesPresenter(distance: { _, destination in destination.latitude * 1000 }, providers: .sample)
        let merged = NearbyPlacesMerging.merge(
            [NearbyRendererFixtures.places, NearbyRendererFixtures.foursquarePlaces])
        return presenter.rows(for: merged, query: NearbyRendererFixtures.query.ordered(by: .distance))
    }()
}

extension NearbyRendererSnapshotTests {
    func test_render_csv_neutralisesTextCellsASpreadsheetWouldRunAsFormulas() throws {
        // Given places named by strangers, south of the equator (a negative latitude)
        let names = ["=HYPERLINK(\"http://evil\")", "+1+1", "-2", "@SUM(A1)", "\tTab", "Chez Marie"]
        let places = names.enumerated().map { index, name in
            makeNearbyPlace(id: "p\(index)", name: name, location: makeLocation(-33.87, 151.2))
        }
        let query = NearbySearchQuery(location: makeLocation(-33.87, 151.2), radius: 1000)
        let rows = NearbyPlacesPresenter(distance: { _, _ in 10 }, providers: .sample).rows(for: places, query: query)

        // When
        let csv = try NearbyRenderer.render(rows, as: .csv, terminal: .plain)

        // Then: a text cell starts with ' when it would start a formula; numbers are written as they are
        let cells = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        XCTAssertEqual(
            Set(cells.map { String($0[1]) }),
            ["\"'=HYPERLINK(\"\"http://evil\"\")\"", "'+1+1", "'-2", "'@SUM(A1)", "' Tab", "Chez Marie"])
        XCTAssertEqual(Set(cells.map { String($0[5]) }), ["-33.87"])
    }
}
