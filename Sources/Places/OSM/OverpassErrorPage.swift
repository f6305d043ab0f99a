import Domain
import Foundation

/// The HTML page Overpass sends, with HTTP 200, where its answer would be when a query fails before any of it is
/// written: the dispatcher's refusals (a fourth copy of a query while three run: `runtime error: open64: 0 Success
/// /osm3s_osm_base Dispatcher_Client::request_read_and_idx::duplicate_query`), a query it cannot parse. Its words
/// stand in `<p><strong style="color:#FF0000">Error</strong>: WORDS </p>`.
enum OverpassErrorPage {
    /// The bytes of a page kept at most: the words are near its start.
    static let maxBytes = 16_384

    /// Whether a body starts as markup, not JSON (after any white space).
    static func isMarkup(_ bytes: some Collection<UInt8>) -> Bool? {
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        return first == UInt8(ascii: "<")
    }

    /// The page's error, on one line, its markup and entities read; nil when the body is no such page.
    static func words(in body: Data) -> String? {
        guard isMarkup(body) == true else { return nil }
        let page = String(decoding: body.prefix(maxBytes), as: UTF8.self)
        guard let marker = page.range(of: "Error</strong>:") else { return nil }
        let rest = page[marker.upperBound...]
        let end = rest.range(of: "</p>")?.lowerBound ?? rest.endIndex
        var text = String(rest[..<end]).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [
            ("&quot;", "\""), ("&apos;", "'"), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        let words = OSMErrors.oneLine(text.trimmingCharacters(in: .whitespacesAndNewlines))
        return words.isEmpty ? nil : words
    }

    /// What the page means for the user: a runtime error (the dispatcher's refusal of a duplicate query, a busy
    /// server) is for now (75); anything else is a query Overpass could not take (69).
    static func error(_ words: String) -> ServiceError {
        if words.contains("duplicate_query") {
            return ServiceError(
                .temporary,
                "Overpass refused the query for now: the same query is already running three times (\(words)); "
                    + "try again in a minute")
        }
        if words.lowercased().contains("runtime error") {
            return ServiceError(.temporary, "Overpass could not answer for now: \(words); try again later")
        }
        return ServiceError(.unavailable, "Overpass refused the query: \(words)")
    }
}
