import Foundation

/// An Overpass answer (`[out:json]`) as the real server prints it (0.7.62): `version`, `generator`, `osm3s` (its
/// `timestamp_osm_base` empty, as observed), then `elements`, each as `type`, `id`, `lat`/`lon` or `center`, and
/// `tags` sorted by key; its HTML error page, sent with HTTP 200, for a query it refuses at run time.
enum OverpassAnswer {
    struct Element {
        let type: String
        let id: Int64
        var latitude: Double?
        var longitude: Double?
        var isCenter = false
        /// Nil: printed as `out ids` prints it, a type and an id only.
        let tags: [String: String]?

        init(type: String, id: Int64, tags: [String: String]?) {
            self.type = type
            self.id = id
            self.tags = tags
        }

        init(type: String, id: Int64, latitude: Double, longitude: Double, isCenter: Bool, tags: [String: String]) {
            self.init(type: type, id: id, tags: tags)
            self.latitude = latitude
            self.longitude = longitude
            self.isCenter = isCenter
        }

        fileprivate var json: String {
            var text = "{\"type\":\(quoted(type)),\"id\":\(id)"
            if let latitude, let longitude {
                let point = "\"lat\":\(coordinate(latitude)),\"lon\":\(coordinate(longitude))"
                text += isCenter ? ",\"center\":{\(point)}" : ",\(point)"
            }
            guard let tags else { return text + "}" }
            let sorted = tags.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            text += ",\"tags\":{" + sorted.map { "\(quoted($0.key)):\(quoted($0.value))" }.joined(separator: ",") + "}}"
            return text
        }
    }

    static func json(_ elements: [Element]) -> Data {
        let head = """
            {"version":0.6,"generator":"Overpass API 0.7.62.5 (foodybite sandbox)",\
            "osm3s":{"timestamp_osm_base":"","copyright":"The data included in this document is from \
            www.openstreetmap.org. The data is made available under ODbL."},"elements":[
            """
        return Data((head + elements.map(\.json).joined(separator: ",\n") + "]}").utf8)
    }

    /// The page the dispatcher sends for a fourth copy of a query while three run.
    /// The page the dispatcher sends for a fourth copy of a query while three run, as the real server words it
    /// (`Fixtures/osm/overpass-duplicate-query.html`).
    static let duplicateQueryPage =
        (try? Data(contentsOf: SandboxFiles.fixturesDirectory.appendingPathComponent("osm/overpass-duplicate-query.html")))
        ?? Data("<p><strong>Error</strong>: runtime error: duplicate_query</p>".utf8)

    private static func quoted(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func coordinate(_ value: Double) -> String {
        String(format: "%.7f", value)
    }
}
