import CLITestSupport
import Crypto
import Domain
import DomainTestSupport
import Foundation
import XCTest

@testable import CLI
@testable import Presentation

/// `--format html`'s page, read as text: provider texts escaped wherever they go, only its own scripts and styles
/// allowed (by hash), nothing loaded but the tiles, Google's places kept off the non-Google map.
final class MapPageTests: XCTestCase {
    private static let hostileNames = [
        "<script>alert(1)</script>", "\"Quotes\" & 'apostrophes' </li></ol><img src=x onerror=alert(2)>",
        "مطعم الشام \u{202E}gnp.exe", "🍕 Pizza 🇮🇹 👩‍🍳", String(repeating: "Très long nom ", count: 40),
        "Bell\u{7}\u{1B}[31m",
    ]

    func test_render_writesEveryProviderTextEscapedAndNoMarkupOfItsOwn() throws {
        // Given places whose names are markup, bidi overrides, emoji, 560 characters and control characters
        let rows = makeRows(Self.hostileNames.enumerated().map { ($1, "osm:node/\($0 + 1)") })

        // When
        let page = try makeSUT(rows)

        // Then the page holds the markup of its own only: three scripts, two styles, one list row each
        XCTAssertEqual(page.components(separatedBy: "<script").count - 1, 3)
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 3)
        XCTAssertEqual(page.components(separatedBy: "<style>").count - 1, 2)
        XCTAssertEqual(page.components(separatedBy: "<li class=\"fb-place\"").count - 1, Self.hostileNames.count)
        XCTAssertFalse(page.contains("<script>alert"))
        XCTAssertFalse(page.contains("<img"))
        XCTAssertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(page.contains("&quot;Quotes&quot; &amp; &#39;apostrophes&#39; &lt;/li&gt;&lt;/ol&gt;"))
        XCTAssertFalse(page.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{1B}" }, "no control character raw")
        XCTAssertTrue(page.contains("<bdi>مطعم الشام \u{202E}gnp.exe</bdi>"), "an override stays inside its row's isolate")
    }

    func test_render_keepsEveryFactInAnIsolateOfItsOwn_soAnOverrideInAProvidersTextLeaksNoFurther() throws {
        // Given a place whose address holds a right-to-left override
        let place = makeNearbyPlace(
            id: "osm:node/1", name: "Chez Nous", location: makeLocation(47.32, 5.04), address: "12 rue \u{202E}evil")
        let rows = NearbyPlacesPresenter(distance: { _, _ in 100 }, providers: .sample)
            .rows(for: [place], query: makeQuery(radius: 1500))

        // When
        let page = try makeSUT(rows)

        // Then every fact of the row is isolated: the override ends with its value
        let row = try XCTUnwrap(page.range(of: "<span class=\"fb-facts\">").map { page[$0.upperBound...] })
        let facts = try XCTUnwrap(row.range(of: "</span></button>").map { row[..<$0.lowerBound] })
        XCTAssertTrue(facts.contains("<bdi>12 rue \u{202E}evil</bdi>"), String(facts))
        XCTAssertEqual(
            facts.components(separatedBy: "<span>").count - 1, facts.components(separatedBy: "<span><bdi>").count - 1,
            String(facts))
    }

    func test_render_dataBlockIsJSONWithoutAnyMarkupCharacter() throws {
        // Given
        let rows = makeRows(Self.hostileNames.enumerated().map { ($1, "osm:node/\($0 + 1)") })

        // When
        let page = try makeSUT(rows)

        // Then the data block is the places' JSON, in which no <, > or & can end the element
        let start = try XCTUnwrap(page.range(of: "<script type=\"application/json\" id=\"fb-data\">"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let block = String(page[start.upperBound..<end.lowerBound])
        XCTAssertFalse(block.contains("<") || block.contains(">") || block.contains("&"))
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let names = Set((data["places"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? [])
        XCTAssertTrue(names.contains("<script>alert(1)</script>"), "the exact text, for the script to set as text")
        XCTAssertTrue(names.contains("Bell\u{FFFD}\u{FFFD}[31m"), "\(names)")
    }

    func test_render_allowsOnlyItsOwnInlineScriptsAndStylesAndImagesFromTheTiles() throws {
        // Given
        let page = try makeSUT(makeRows([("A", "osm:node/1")]))

        // When
        let policy = try XCTUnwrap(Self.contentSecurityPolicy(of: page))

        // Then each inline script and style is allowed by its hash, and nothing else by any other source
        let directives = Dictionary(
            uniqueKeysWithValues: policy.split(separator: ";").map { part -> (String, [String]) in
                let words = part.split(separator: " ").map(String.init)
                return (words[0], Array(words.dropFirst()))
            })
        XCTAssertEqual(directives["default-src"], ["'none'"])
        XCTAssertEqual(directives["script-src"], [Self.hash(Self.library.leafletJS), Self.hash(Self.library.pageJS)])
        XCTAssertEqual(directives["style-src"], [Self.hash(Self.library.leafletCSS), Self.hash(Self.library.pageCSS)])
        XCTAssertEqual(directives["img-src"], ["https://tile.openstreetmap.org", "data:"])
        XCTAssertTrue(page.contains("<script>\(Self.library.pageJS)</script>"))
    }

    func test_render_listsGooglesOnlyPlacesWithoutAMarkerAndCreditsEveryProvider() throws {
        // Given a place only Google knows, one only OpenStreetMap knows, and one Foursquare knows
        let rows = makeRows([
            ("Google's", "ChIJgoogle1"), ("Map's", "osm:node/2"), ("Foursquare's", "4adcda7ef964a520f94621e3"),
        ])

        // When
        let page = try makeSUT(rows, credits: ["© OpenStreetMap contributors (ODbL)"])

        // Then
        let data = try Self.data(of: page)
        let places = data["places"] as? [[String: Any]] ?? []
        let mapped = Dictionary(uniqueKeysWithValues: places.map { ($0["id"] as? String ?? "", $0["mapped"] as? Bool) })
        XCTAssertEqual(mapped, ["ChIJgoogle1": false, "osm:node/2": true, "4adcda7ef964a520f94621e3": true])
        XCTAssertEqual(page.components(separatedBy: "Not on this map").count - 1, 1)
        for credit in ["© OpenStreetMap contributors (ODbL)", "Places from Google Maps.", "Places powered by Foursquare."] {
            XCTAssertTrue(page.contains("<p>\(HTMLText.escape(credit))</p>"), credit)
        }
    }

    func test_render_drawsTheCircleOrOnlyAnOpenStreetMapRoute() throws {
        // Given a corridor along a route from OSRM, and one from Google
        let path = [makeLocation(47.32, 5.04), makeLocation(47.33, 5.05)]
        let corridor = RouteCorridor(path: path, width: 200)
        let rows = makeRows([("A", "osm:node/1")])

        // When
        let circle = try Self.data(of: try makeSUT(rows))
        let osrm = try Self.data(of: try makeSUT(rows, corridor: corridor, drawsRoute: true))
        let google = try makeSUT(rows, corridor: corridor, drawsRoute: false)

        // Then
        XCTAssertEqual(circle["radius"] as? Int, 1500)
        XCTAssertNil(circle["line"] as? [[Double]])
        XCTAssertEqual((osrm["line"] as? [[Double]])?.count, 2)
        XCTAssertEqual(osrm["corridor"] as? Double, 200)
        XCTAssertNil(try Self.data(of: google)["line"] as? [[Double]])
        XCTAssertTrue(google.contains("The route is not drawn: Google&#39;s terms"))
    }

    func test_renderChanges_saysEachPlacesChangeInItsRowAndPopup() throws {
        // Given the changes of `nearby --changes`
        let changes = NearbyChangesRendererSnapshotTests.changes

        // When
        let page = try NearbyChangesRenderer.render(
            changes, as: .html, terminal: .plain, searchArea: (makeLocation(47.32, 5.04), 1500),
            page: MapPageSettings(library: Self.library))

        // Then every change is a fact of its place, in the list and in the data
        let places = try Self.data(of: page)["places"] as? [[String: Any]] ?? []
        let facts = places.map { ($0["facts"] as? [[String]])?.first { $0.last == "change" }?[1] }
        XCTAssertEqual(facts, ["new", "rating 3.9 -> 4.0", "gone", "closed", "reopened"])
        XCTAssertTrue(page.contains("<span><bdi>rating 3.9 -&gt; 4.0</bdi></span>"))
    }

    func test_render_failsWithHowToGetLeafletInABuildWithoutIt() {
        XCTAssertThrowsError(
            try NearbyRenderer.render(makeRows([("A", "osm:node/1")]), as: .html, terminal: .plain)
        ) { error in
            XCTAssertTrue((error as? UsageError)?.message.contains("libjs-leaflet") == true, "\(error)")
        }
    }

    // MARK: - Helpers

    private static let library = MapLibrary.stub

    private func makeSUT(
        _ rows: [NearbyPlaceViewModel], credits: [String] = [], corridor: RouteCorridor? = nil, drawsRoute: Bool = true
    ) throws -> String {
        let settings = MapPageSettings(
            library: Self.library, credits: credits, corridor: corridor, drawsRoute: drawsRoute)
        return try NearbyRenderer.render(
            rows, as: .html, terminal: .plain, searchArea: (makeLocation(47.32, 5.04), 1500), page: settings)
    }

    private func makeRows(_ places: [(name: String, id: String)]) -> [NearbyPlaceViewModel] {
        let presenter = NearbyPlacesPresenter(distance: { _, _ in 100 }, providers: .sample)
        let nearby = places.enumerated().map { index, place in
            makeNearbyPlace(id: place.id, name: place.name, location: makeLocation(47.32 + Double(index) / 1000, 5.04))
        }
        return presenter.rows(for: nearby, query: makeQuery(radius: 1500))
    }

    private static func hash(_ text: String) -> String {
        "'sha256-\(Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString())'"
    }

    private static func contentSecurityPolicy(of page: String) -> String? {
        let marker = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        guard let start = page.range(of: marker), let end = page[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(page[start.upperBound..<end]).replacingOccurrences(of: "&#39;", with: "'")
            .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ";")
    }

    private static func data(of page: String) throws -> [String: Any] {
        let start = try XCTUnwrap(page.range(of: "id=\"fb-data\">"))
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }
}
