import FlyingFox
import Foundation

/// OpenStreetMap's public services over the data set (`OSMFeature`): Overpass (`POST /api/interpreter`, the form's
/// `data=` or a raw body, answered by `OverpassQL` with Overpass's JSON: `version`, `generator`, `osm3s`,
/// `elements`) and Nominatim (`GET /search?format=jsonv2&q=`: places whose name holds every word, and the data
/// set's neighbourhoods). Faults (429, 504, a `remark` body) come from the fault injector like every route's.
struct OpenStreetMapAPI: Sendable {
    let dataset: Dataset
    /// A real extract (`--osm-data`), in place of what is derived from the data set.
    let world: OSMWorld?

    private var features: [OSMFeature] { world?.features ?? OSMFeature.all(in: dataset.places) }
    private var allAreas: [SandboxArea] { world?.areas ?? SandboxArea.all }

    func handle(_ request: RequestContext) -> HTTPResponse? {
        switch (request.method, request.path) {
        case ("POST", "/api/interpreter"), ("GET", "/api/interpreter"): interpreter(request)
        case ("GET", "/search"): search(request)
        default: nil
        }
    }

    private func interpreter(_ request: RequestContext) -> HTTPResponse {
        guard let text = Self.queryText(request), let ql = OverpassQL(text) else {
            return Reply.raw(
                Data("<p><strong>Error</strong>: line 1: parse error: the sandbox reads foodybite's queries only</p>".utf8),
                status: 400, headers: ["Content-Type": "text/html; charset=utf-8"])
        }
        let features = self.features
        var seen = Set<String>()
        var found: [OSMFeature] = []
        for statement in ql.statements {
            for feature in features
            where Self.matches(feature, statement) && seen.insert("\(feature.type)/\(feature.id)").inserted {
                found.append(feature)
            }
        }
        let around = areas(ql, around: found)
        var areas = around.map(\.json)
        if ql.listsOutside {
            // `foreach` over the areas: each one's id, then the places outside it (ids only).
            for area in around where area.elementType == "area" {
                areas.append(OverpassAnswer.Element(type: "area", id: area.id, tags: nil))
                areas += found.filter { !area.contains(latitude: $0.latitude, longitude: $0.longitude) }.map {
                    OverpassAnswer.Element(type: $0.type, id: $0.id, tags: nil)
                }
            }
        }
        let elements = ql.areasFirst ? areas + found.map(\.json) : found.map(\.json) + areas
        return Reply.raw(OverpassAnswer.json(elements), status: 200, headers: ["Content-Type": "application/json"])
    }

    /// The areas `is_in` finds (around the point, or around any element found) that pass an `area` statement's filters.
    private func areas(_ ql: OverpassQL, around found: [OSMFeature]) -> [SandboxArea] {
        let points: [(Double, Double)] =
            switch ql.areaLookup {
            case .point(let latitude, let longitude): [(latitude, longitude)]
            case .elementsFound: found.map { ($0.latitude, $0.longitude) }
            case nil: []
            }
        return allAreas.filter { area in
            points.contains { area.contains(latitude: $0.0, longitude: $0.1) } && ql.setStatements.contains { $0.selects(area) }
        }
    }

    private static func matches(_ feature: OSMFeature, _ statement: OverpassQL.Statement) -> Bool {
        switch statement {
        case .element(let type, let id):
            return feature.type == type && feature.id == id
        case .around(let filters, let radius, let points):
            return filters.allSatisfy { $0.admits(feature.tags) }
                && SandboxDirections.distance((feature.latitude, feature.longitude), toLine: points) <= radius
        case .nothing:
            return false
        }
    }

    /// The QL text: the form field `data` (`application/x-www-form-urlencoded`), the query's `data`, or the body.
    static func queryText(_ request: RequestContext) -> String? {
        if let data = request.query["data"] { return data }
        let body = String(decoding: request.body, as: UTF8.self)
        guard body.hasPrefix("data=") else { return body.isEmpty ? nil : body }
        return String(body.dropFirst(5)).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// A neighbourhood of the data set whose name holds every word, as Nominatim answers a suburb: at the middle of
    /// its places.
    private func neighbourhood(_ words: [Substring]) -> [String: Any]? {
        let places = dataset.places.filter { place in
            let name = place.neighbourhood.lowercased()
            return !words.isEmpty && words.allSatisfy { name.contains($0) }
        }
        guard let first = places.first else { return nil }
        let latitude = places.map(\.lat).reduce(0, +) / Double(places.count)
        let longitude = places.map(\.lng).reduce(0, +) / Double(places.count)
        return [
            "place_id": 1, "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
            "osm_type": "relation", "osm_id": 1, "lat": String(format: "%.7f", latitude),
            "lon": String(format: "%.7f", longitude), "category": "boundary", "type": "administrative", "place_rank": 16,
            "importance": 0.5, "addresstype": "suburb", "name": first.neighbourhood, "display_name": first.neighbourhood,
        ]
    }

    private func search(_ request: RequestContext) -> HTTPResponse {
        guard request.query["format"] == "jsonv2" || request.query["format"] == "json" else {
            return Reply.raw(Data("format must be json or jsonv2".utf8), status: 400, headers: [:])
        }
        let words = (request.query["q"] ?? "").lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let limit = min(40, max(1, Int(request.query["limit"] ?? "") ?? 10))
        let found = features.filter { feature in
            let name = (feature.tags["name"] ?? "").lowercased()
            return !words.isEmpty && !name.isEmpty && words.allSatisfy { name.contains($0) }
        }
        if found.isEmpty, let area = neighbourhood(words) { return Reply.json([area]) }
        return Reply.json(
            found.prefix(limit).map { feature -> [String: Any] in
                let name = feature.tags["name"] ?? ""
                let street = feature.tags["addr:street"].map { ", \($0)" } ?? ""
                return [
                    "place_id": feature.id, "licence": "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
                    "osm_type": feature.type, "osm_id": feature.id, "lat": String(format: "%.7f", feature.latitude),
                    "lon": String(format: "%.7f", feature.longitude), "category": "amenity",
                    "type": feature.tags["amenity"] ?? feature.tags["shop"] ?? "yes", "place_rank": 30, "importance": 0.1,
                    "addresstype": "amenity", "name": name, "display_name": "\(name)\(street), Dijon, Côte-d'Or, France",
                ]
            })
    }
}
