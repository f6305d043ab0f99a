import CLI
import Presentation
import SnapshotTesting
import XCTest

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

    func test_render_emptyResult_isAnEmptyArrayAHeaderOrNothing() throws {
        XCTAssertEqual(try NearbyRenderer.render([], as: .json, terminal: .plain), "[]\n", "not Foundation's \"[\\n\\n]\"")
        XCTAssertEqual(try NearbyRenderer.render([], as: .ndjson, terminal: .plain), "")
        XCTAssertEqual(try NearbyRenderer.render([], as: .table, terminal: .plain), "")
        XCTAssertEqual(
            try NearbyRenderer.render([], as: .csv, terminal: .plain),
            "placeID,name,rating,userRatingsTotal,distanceMeters,latitude,longitude,isOpen,priceLevel,address,cachedAt\n")
    }

    // MARK: - Fixtures

    static let rows: [NearbyPlaceViewModel] = {
        let presenter = NearbyPlacesPresenter { _, destination in destination.latitude * 1000 }
        return presenter.rows(for: NearbyRendererFixtures.places, query: NearbyRendererFixtures.query.ordered(by: .distance))
    }()
}
