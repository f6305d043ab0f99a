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

    /// A place to draw: where it is, and what to say about it.
    struct Place<Properties: Encodable> {
        let latitude: Double
        let longitude: Double
        let properties: Properties
    }

    static func render<Properties: Encodable>(_ places: [Place<Properties>], searchArea: SearchArea?) throws -> String {
        let collection = FeatureCollection(
            features: places.map {
                Feature(geometry: Point(coordinates: [$0.longitude, $0.latitude]), properties: $0.properties)
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
        let type = "Feature"
        let geometry: Point
        let properties: Properties
    }

    private struct Point: Encodable {
        let type = "Point"
        let coordinates: [Double]
    }
}
