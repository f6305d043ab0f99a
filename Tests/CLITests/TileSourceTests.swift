import XCTest

@testable import CLI
@testable import Presentation

/// `tile_url`: what a map page may load its tiles from, and so the one origin its Content-Security-Policy allows.
final class TileSourceTests: XCTestCase {
    func test_init_acceptsTileTemplates_andAllowsTheirOriginOnly() {
        let cases: [(String, String)] = [
            ("https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"),
            ("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png", "https://*.tile.example.org"),
            ("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=abc", "http://127.0.0.1:8080"),
            ("HTTPS://Tiles.Example.org/{z}/{y}/{x}", "https://tiles.example.org"),
            ("http://[::1]:8080/{z}/{x}/{y}.png", "http://[::1]:8080"),
            ("http://[fe80::1]/{z}/{x}/{y}.png", "http://[fe80::1]"),
        ]
        for (template, origin) in cases {
            XCTAssertEqual(TileSource(template: template)?.origin, origin, template)
            XCTAssertEqual(TileSource(template: template)?.template, template)
        }
    }

    func test_init_refusesWhatIsNotAnHTTPTileTemplateOrCouldBreakThePage() {
        let refused = [
            "", "ftp://tiles.example/{z}/{x}/{y}.png", "https://tiles.example/{z}/{x}.png", "tiles.example/{z}/{x}/{y}",
            "https://user:secret@tiles.example/{z}/{x}/{y}.png", "https://tiles.example/{z}/{x}/{y}.png\"><script>",
            "https://tiles.example/{z}/{x}/{y}.png'", "https://tiles.example/{z}/{x}/{y} .png",
            "https://tiles.example/{z}/{x}/{y}/{q}.png", "https://a{s}.tiles.example/{z}/{x}/{y}.png",
            "https://tiles.example/{z}/{x}/{y}.png\u{0}", "https://" + String(repeating: "a", count: 500) + "/{z}/{x}/{y}",
            // issue 66: a `;` would end the page's img-src directive and start another; a bracket not closed
            "https://tiles.example;script-src=*/{z}/{x}/{y}.png", "http://[:8080/{z}/{x}/{y}.png",
            "http://[::1/{z}/{x}/{y}.png", "http://[::1]x/{z}/{x}/{y}.png", "https://tiles.example:99999/{z}/{x}/{y}.png",
            "https://tiles.example:80a/{z}/{x}/{y}.png", "https://tiles..example/{z}/{x}/{y}.png",
            "https://-tiles.example/{z}/{x}/{y}.png", "https://tiles_example.org/{z}/{x}/{y}.png",
        ]
        for template in refused {
            XCTAssertNil(TileSource(template: template), template)
        }
    }

    func test_attribution_creditsOpenStreetMapAndNamesAnotherServer() {
        XCTAssertEqual(TileSource.openStreetMap.attribution.map(\.text), ["©", "OpenStreetMap", "contributors"])
        let other = TileSource(template: "https://tiles.example.org/{z}/{x}/{y}.png")
        XCTAssertEqual(other?.attribution.first?.text, "Tiles: tiles.example.org;")
        XCTAssertTrue(other?.attribution.contains { $0.href == "https://www.openstreetmap.org/copyright" } == true)
    }
}
