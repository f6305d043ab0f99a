import Domain
import Foundation

/// RFC 7946 output, the one GeoJSON model of every command: a FeatureCollection of features, each a geometry (a
/// Point, a LineString, or a MultiLineString where a line crosses the antimeridian; positions are [longitude,
/// latitude]; null when a place's location is unknown, as RFC 7946 3.2 allows) and its properties. A list of places
/// carries the search circle in the collection's `properties` (a foreign member, which RFC 7946 section 6.1 allows),
/// so that the file opens as is in geojson.io, QGIS or kepler.gl, and `jq` reads it.
enum GeoJSONRenderer {
    /// The circle searched: its centre and radius.
    struct SearchArea: Encodable, Sendable {
        let center: [Double]
        let radiusMeters: Int

        init(center: Location, radiusMeters: Int) {
            self.center = [center.longitude, center.latitude]
            self.radiusMeters = radiusMeters
        }
    }

    /// Where a feature is.
    enum Geometry: Encodable {
        case point(latitude: Double, longitude: Double)
        /// A line through these points, cut at the antimeridian into a MultiLineString (RFC 7946 §3.1.9).
        case line([Location])

        static func point(_ location: Location) -> Geometry {
            .point(latitude: location.latitude, longitude: location.longitude)
        }

        private enum CodingKeys: String, CodingKey { case type, coordinates }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .point(let latitude, let longitude):
                try container.encode("Point", forKey: .type)
                try container.encode([longitude, latitude], forKey: .coordinates)
            case .line(let points):
                let parts = Antimeridian.parts(of: points)
                try container.encode(parts.count > 1 ? "MultiLineString" : "LineString", forKey: .type)
                if parts.count > 1 {
                    try container.encode(parts, forKey: .coordinates)
                } else {
                    try container.encode(parts.first ?? [], forKey: .coordinates)
                }
            }
        }
    }

    /// A thing to draw and what to say about it.
    struct Feature<Properties: Encodable>: Encodable {
        let geometry: Geometry?
        let properties: Properties

        private enum CodingKeys: String, CodingKey { case type, geometry, properties }

        /// `geometry` is always written, `null` when the place's location is unknown.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("Feature", forKey: .type)
            try container.encode(geometry, forKey: .geometry)
            try container.encode(properties, forKey: .properties)
        }
    }

    static func render<Properties: Encodable>(_ features: [Feature<Properties>], searchArea: SearchArea? = nil) throws
        -> String
    {
        let collection = FeatureCollection(features: features, properties: searchArea)
        // Foundation on Linux pretty-prints an empty array as "[", a blank line and "]".
        return try StructuredRenderer.json(collection).replacingOccurrences(of: "[\n\n  ]", with: "[]")
    }

    private struct FeatureCollection<Properties: Encodable>: Encodable {
        let type = "FeatureCollection"
        let features: [Feature<Properties>]
        let properties: SearchArea?
    }
}
