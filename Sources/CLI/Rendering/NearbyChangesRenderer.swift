import Domain
import Presentation

/// The rows of `nearby --changes` in every format: the nearby row as always, plus what changed — a CHANGE column
/// in the table, and `change` (and `previousRating`, for a rating change) in JSON, NDJSON, CSV and GeoJSON.
enum NearbyChangesRenderer {
    static func render(
        _ changes: [NearbyChangeRow], as format: OutputFormat, terminal: TerminalCapabilities,
        searchArea: (center: Location, radiusMeters: Int)? = nil, ascii: Bool = false,
        providers: [PlacesProvider] = [.google, .foursquare], page: MapPageSettings = MapPageSettings()
    ) throws -> String {
        try OutputWriter.places(
            changes.map(Record.init), as: format,
            csv: NearbyPlaceRecord.baseColumns + [CSVColumn("change"), CSVColumn("previousRating")]
                + NearbyPlaceRecord.providerColumns(providers),
            searchArea: searchArea.map { .init(center: $0.center, radiusMeters: $0.radiusMeters) },
            table: {
                changes.isEmpty
                    ? "" : NearbyTableRenderer.render(changes: changes.map { (label($0), $0.row) }, terminal: terminal)
            },
            map: { NearbyRenderer.map(changes.map(\.row), searchArea: searchArea, terminal: terminal, ascii: ascii) },
            html: {
                try NearbyHTMLRenderer.render(
                    changes.map(\.row), searchArea: searchArea, settings: page, changes: changes.map(label))
            })
    }

    /// The CHANGE cell: "new", "gone", "closed", "reopened", or "rating 4.2 -> 4.4".
    static func label(_ row: NearbyChangeRow) -> String {
        guard case .rating(let previous) = row.change else { return row.change.name }
        return "rating \(previous) -> \(row.row.rating.map { "\($0)" } ?? "none")"
    }

    /// The nearby row's record and what changed (`previousRating` only for a rating change).
    private struct Record: LocatedRecord {
        let place: NearbyPlaceRecord
        let change: NearbyChange

        init(_ row: NearbyChangeRow) {
            place = NearbyPlaceRecord(row: row.row)
            change = row.change
        }

        var coordinates: (latitude: Double, longitude: Double)? { place.coordinates }

        var fields: [(String, RecordValue)] {
            guard case .rating(let previous) = change else { return place.fields + [("change", .text(change.name))] }
            return place.fields + [("change", .text(change.name)), ("previousRating", .number(previous))]
        }
    }
}
