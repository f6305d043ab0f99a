import ArgumentParser

/// How `favorites list` and `search` write their places: aligned text, one JSON array, or an RFC 7946
/// FeatureCollection.
public enum PlaceListFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    case table
    case json
    case geojson
}
