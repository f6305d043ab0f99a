import Crypto
import Domain
import Foundation

/// One self-contained HTML page: a Leaflet map of places (and the circle, the route or the corridor searched), the
/// list beside it, and the credits. Nothing is loaded but the tiles: the scripts and styles are inline, allowed by
/// their SHA-256 in the page's Content-Security-Policy and nothing else; the places are a JSON data block the page's
/// script reads, and every provider's text is written as escaped text (`HTMLText`).
struct MapPage {
    struct Fact {
        let label: String
        let text: String
        /// The `data-field` of the popup's value (`rating`, `distance`, ...).
        let key: String
    }

    struct Place {
        let id, name: String
        let latitude, longitude: Double
        /// On the map: false for a place only Google knows (Google's terms show its places on a Google map only).
        let mapped: Bool
        let facts: [Fact]
    }

    var title: String
    var notes: [String] = []
    var tiles: TileSource
    var centre: Location?
    var radius: Int?
    var line: [Location] = []
    /// Metres each side of `line` (`--along`'s corridor).
    var corridor: Double?
    var places: [Place] = []
    /// A route's steps, listed under the places.
    var steps: [String] = []
    var credits: [String] = []

    func render(with library: MapLibrary) throws -> String {
        let scripts = [library.leafletJS, library.pageJS]
        let styles = [library.leafletCSS, library.pageCSS]
        let policy = [
            "default-src 'none'", "script-src " + scripts.map(Self.hash).joined(separator: " "),
            "style-src " + styles.map(Self.hash).joined(separator: " "), "img-src \(tiles.origin) data:",
            "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(HTMLText.escape(policy))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="strict-origin-when-cross-origin">
            <meta name="generator" content="foodybite">
            <title>\(HTMLText.escape(title))</title>

            """
        for style in styles { page += "<style>\(style)</style>\n" }
        page += "</head>\n<body>\n<a class=\"fb-skip\" href=\"#side\">Skip the map, to the list</a>\n"
        page += "<header><h1>\(HTMLText.escape(title))</h1>\n"
        for note in notes { page += "<p>\(HTMLText.escape(note))</p>\n" }
        page += "</header>\n<main>\n<div id=\"map\" role=\"region\" aria-label=\"Map\"></div>\n"
        page += "<div id=\"side\" tabindex=\"-1\">\n"
        page +=
            "<p id=\"tiles-note\" role=\"status\" hidden>The map tiles are unavailable: the places and the list still work.</p>\n"
        page += list() + "</div>\n</main>\n<footer>\n"
        for credit in credits { page += "<p>\(HTMLText.escape(credit))</p>\n" }
        page += "</footer>\n<script type=\"application/json\" id=\"fb-data\">\(HTMLText.scriptJSON(try data()))</script>\n"
        for script in scripts { page += "<script>\(script)</script>\n" }
        return page + "</body>\n</html>\n"
    }

    /// The places as buttons (Tab reaches each, Enter opens its popup), then the steps.
    private func list() -> String {
        var html = ""
        if !places.isEmpty {
            html += "<ol class=\"fb-places\" aria-label=\"Places\">\n"
            for (index, place) in places.enumerated() {
                // Each fact in an isolate of its own (issue 66: an override, U+202E, in a provider's text reversed the
                // facts after it, foodybite's own among them).
                let facts = place.facts.filter { !$0.text.isEmpty }.map {
                    "<span><bdi>\(HTMLText.escape($0.text))</bdi></span>"
                }
                html += "<li class=\"fb-place\" data-place-id=\"\(HTMLText.escape(place.id))\"><button type=\"button\">"
                html += "<span class=\"fb-number\">\(index + 1)</span>"
                html += "<span class=\"fb-name\"><bdi>\(HTMLText.escape(place.name))</bdi></span>"
                html += "<span class=\"fb-facts\">\(facts.joined())</span>"
                if !place.mapped {
                    html +=
                        "<span class=\"fb-unmapped\">Not on this map: Google's terms show its places on a Google map only.</span>"
                }
                html += "</button></li>\n"
            }
            html += "</ol>\n"
        }
        if !steps.isEmpty {
            html += "<ol class=\"fb-steps\" aria-label=\"Steps\">\n"
            for step in steps { html += "<li><bdi>\(HTMLText.escape(step))</bdi></li>\n" }
            html += "</ol>\n"
        }
        return html
    }

    /// What the page's script draws.
    private func data() throws -> String {
        let data = PageData(
            tiles: .init(
                url: tiles.template, subdomains: "abc",
                attribution: tiles.attribution.map { .init(text: $0.text, href: $0.href) }),
            centre: centre.map { [$0.latitude, $0.longitude] }, radius: radius,
            line: line.isEmpty ? nil : line.map { [$0.latitude, $0.longitude] }, corridor: corridor,
            places: places.map { place in
                .init(
                    id: HTMLText.clean(place.id), name: HTMLText.clean(place.name), lat: place.latitude, lon: place.longitude,
                    mapped: place.mapped,
                    facts: place.facts.filter { !$0.text.isEmpty }.map { [$0.label, HTMLText.clean($0.text), $0.key] })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(data), as: UTF8.self)
    }

    /// `'sha256-…'`: the Content-Security-Policy source that allows exactly this inline script or style.
    private static func hash(_ text: String) -> String {
        "'sha256-\(Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString())'"
    }

    private struct PageData: Encodable {
        struct Tiles: Encodable {
            struct Credit: Encodable {
                let text: String
                let href: String?
            }
            let url: String
            let subdomains: String
            let attribution: [Credit]
        }
        struct Place: Encodable {
            let id, name: String
            let lat, lon: Double
            let mapped: Bool
            let facts: [[String]]
        }
        let tiles: Tiles
        let centre: [Double]?
        let radius: Int?
        let line: [[Double]]?
        let corridor: Double?
        let places: [Place]
    }
}
