import Domain
import DomainTestSupport
import Presentation
import SnapshotTesting
import XCTest

@testable import CLI

/// `--format map` at several widths, in Unicode and ASCII, with colour, and with two places on one cell.
final class NearbyMapSnapshotTests: XCTestCase {
    func test_render_map_fitsEveryWidthInUnicodeAndASCII() throws {
        for width in [40, 80, 120] {
            for unicode in [true, false] {
                let terminal = TerminalCapabilities(isInteractive: true, usesColor: false, width: width, usesUnicode: unicode)

                let output = try NearbyRenderer.render(Self.rows, as: .map, terminal: terminal, searchArea: Self.area)

                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertTrue(lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, "\(width): legend included")
                assertSnapshot(of: output, as: .lines, named: "\(width)-\(unicode ? "unicode" : "ascii")")
            }
        }
    }

    func test_render_map_isPlainASCIIWithTheASCIIFlagAndColouredOnlyWhenAsked() throws {
        let unicodeTerminal = TerminalCapabilities(isInteractive: true, usesColor: true, width: 80, usesUnicode: true)

        let ascii = try NearbyRenderer.render(Self.rows, as: .map, terminal: .plain, searchArea: Self.area, ascii: true)
        let coloured = try NearbyRenderer.render(Self.rows, as: .map, terminal: unicodeTerminal, searchArea: Self.area)

        let drawing = ascii.split(separator: "\n").prefix(18).joined(separator: "\n")
        XCTAssertTrue(drawing.unicodeScalars.allSatisfy(\.isASCII), drawing)
        XCTAssertFalse(ascii.contains("★"), "no stars in the legend either")
        XCTAssertTrue(coloured.contains("\u{1B}[33m1\u{1B}[0m"), "markers in yellow")
        assertSnapshot(of: coloured, as: .lines)
    }

    func test_render_map_drawsAnEmptyCircleWhenNothingIsFound() throws {
        let output = try NearbyRenderer.render([], as: .map, terminal: .plain, searchArea: Self.area, ascii: true)

        assertSnapshot(of: output, as: .lines)
    }

    // MARK: - Fixtures

    static let area = (center: makeLocation(47.322, 5.0415), radiusMeters: 1000)

    /// Places around Dijon's centre, two of them on the same spot.
    static let rows: [NearbyPlaceViewModel] = {
        let places = [
            ("ChIJa", "Bouillon Notre Dame", 47.3221, 5.0392, 4.1), ("ChIJb", "Burger King", 47.3212, 5.0426, 4.2),
            ("ChIJc", "La Brasserie des Loges", 47.3267, 5.0415, 4.3), ("ChIJd", "Au Bureau", 47.3220, 5.0507, 4.1),
            ("ChIJe", "Chez Léon", 47.3170, 5.0360, 4.5), ("ChIJf", "Twin One", 47.3250, 5.0450, 4.0),
            ("ChIJg", "Twin Two", 47.32501, 5.04501, 3.9),
        ].map { id, name, latitude, longitude, rating in
            makeNearbyPlace(id: id, name: name, location: makeLocation(latitude, longitude), rating: rating)
        }
        return NearbyPlacesPresenter(distance: { GreatCircle.meters(from: $0, to: $1) }, providers: .sample)
            .rows(for: places, query: makeQuery(location: area.center, radius: 1000))
    }()
}
