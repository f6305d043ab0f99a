import Foundation

/// What the sandbox's OpenStreetMap holds: by default derived from the place data set (`OSMFeature.all`, the areas of
/// `SandboxArea.all`); with `--osm-data FILE`, a real extract as Overpass would answer it (written by
/// `scripts/references/overpass-data.py`: `elements`, `areas` and `closedWays` with their outer rings), for the tests
/// against the real engines (Tests/References).
struct OSMWorld: Sendable {
    let features: [OSMFeature]
    let areas: [SandboxArea]

    static func load(from url: URL) throws -> OSMWorld {
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        let features = file.elements.compactMap { element -> OSMFeature? in
            guard let latitude = element.lat ?? element.center?.lat, let longitude = element.lon ?? element.center?.lon
            else { return nil }
            return OSMFeature(type: element.type, id: element.id, latitude: latitude, longitude: longitude, tags: element.tags)
        }
        let areas = file.areas.compactMap { $0.area(type: "area") } + (file.closedWays ?? []).compactMap { $0.area(type: "way") }
        return OSMWorld(features: features, areas: areas)
    }

    private struct File: Decodable {
        struct Point: Decodable { let lat, lon: Double }

        struct Element: Decodable {
            let type: String
            let id: Int64
            let lat, lon: Double?
            let center: Point?
            let tags: [String: String]
        }

        struct Area: Decodable {
            let id: Int64
            let tags: [String: String]
            let rings: [[[Double]]]

            func area(type: String) -> SandboxArea? {
                let rings = rings.map { ring in ring.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil } }
                return SandboxArea.bounded(id: id, tags: tags, rings: rings, elementType: type)
            }
        }

        let elements: [Element]
        let areas: [Area]
        let closedWays: [Area]?
    }
}
