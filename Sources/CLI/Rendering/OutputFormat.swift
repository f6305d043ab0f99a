import ArgumentParser

/// How results are written to standard output.
public enum OutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Aligned columns for people.
    case table
    /// One JSON array, pretty-printed, keys sorted.
    case json
    /// A header row, then one row per result (RFC 4180 quoting, `\n` line ends, empty cell for null).
    case csv
    /// One compact JSON object per line.
    case ndjson
    /// An RFC 7946 FeatureCollection: a Point per place, the row's fields as its properties.
    case geojson
    /// The places drawn on a character grid around the centre, with a legend (for people).
    case map
    /// One self-contained HTML page: the places on a map (Leaflet) beside their list.
    case html
}
