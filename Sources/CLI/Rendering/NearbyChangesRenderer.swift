import Domain
import Presentation

/// The rows of `nearby --changes` in every format: the nearby row as always, plus what changed — a CHANGE column
/// in the table, and `change` (and `previousRating`, for a rating change) in JSON, NDJSON, CSV and GeoJSON.
public enum NearbyChangesRenderer {
    public static func render(
        _ changes: [NearbyChangeRow], as format: OutputFormat, terminal: TerminalCapabilities,
        searchArea: (center: Location, radiusMeters: Int)? = nil, ascii: Bool = false
    ) throws -> String {
        try NearbyRenderer.render(
            changes.map(Record.init), as: format, place: \.place.row,
            csvHeader: NearbyPlaceRecord.csvColumns + ["change", "previousRating"], csvCells: \.csvCells,
            searchArea: searchArea,
            table: {
                changes.isEmpty
                    ? "" : NearbyTableRenderer.render(changes: changes.map { (label($0), $0.row) }, terminal: terminal)
            },
            map: { NearbyRenderer.map(changes.map(\.row), searchArea: searchArea, terminal: terminal, ascii: ascii) })
    }

    /// The CHANGE cell: "new", "gone", "closed", "reopened", or "rating 4.2 -> 4.4".
    static func label(_ row: NearbyChangeRow) -> String {
        guard case .rating(let previous) = row.change else { return row.change.name }
        return "rating \(previous) -> \(row.row.rating.map { "\($0)" } ?? "none")"
    }

    private struct Record: Encodable {
        let place: NearbyPlaceRecord
        let change: NearbyChange

        init(_ row: NearbyChangeRow) {
            place = NearbyPlaceRecord(row: row.row)
            change = row.change
        }

        enum CodingKeys: String, CodingKey { case change, previousRating }

        func encode(to encoder: any Encoder) throws {
            try place.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(change.name, forKey: .change)
            if case .rating(let previous) = change { try container.encode(previous, forKey: .previousRating) }
        }

        var csvCells: [String] {
            var previous = ""
            if case .rating(let rating) = change { previous = "\(rating)" }
            return place.csvCells + [change.name, previous]
        }
    }
}
