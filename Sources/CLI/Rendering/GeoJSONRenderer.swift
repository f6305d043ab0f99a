import Domain
import Foundation

/// RFC 7946 output of places: one FeatureCollection, a Point feature per place (positions are [longitude,
/// latitude]), the row's own fields as the feature's properties, and the search circle in the collection's
/// `properties` (a foreign member, which RFC 7946 section 6.1 allows), so that the file opens as is in
/// geojson.io, QGIS or kepler.gl, and `jq` reads it.
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

    /// A place to draw: where it is (nil when unknown: a feature with a null geometry, as RFC 7946 3.2 allows),
    /// and what to say about it.
    struct Place<Properties: Encodable> {
        let location: (latitude: Double, longitude: Double)?
        let properties: Properties

        init(coordinates: (latitude: Double, longitude: Double)?, properties: Properties) {
            location = coordinates
            self.properties = properties
        }
    }

    static func render<Properties: Encodable>(_ places: [Place<Properties>], searchArea: SearchArea?) throws -> String {
        let collection = FeatureCollection(
            features: places.map { place in
                Feature(
                    geometry: place.location.map { Point(coordinates: [$0.longitude, $0.latitude]) },
                    properties: place.properties)
            },
            properties: searchArea)
        // Foundation on Linux pretty-prints an empty array as "[", a blank line and "]".
        return try StructuredRenderer.json(collection).replacingOccurrences(of: "[\n\n  ]", with: "[]")
    }

    private struct FeatureCollection<Properties: Encodable>: Encodable {
        let type = "FeatureCollection"
        let features: [Feature<Properties>]
        let properties: SearchArea?
    }

    private struct Feature<Properties: Encodable>: Encodable {
        let geometry: Point?
        let properties: Properties

        enum CodingKeys: String, CodingKey { case type, geometry, properties }

        /// `geometry` is always written, `null` when the place's location is unknown.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("Feature", forKey: .type)
            try container.encode(geometry, forKey: .geometry)
            try container.encode(properties, forKey: .properties)
        }
    }

    private struct Point: Encodable {
        let type = "Point"
        let coordinates: [Double]
    }
}
