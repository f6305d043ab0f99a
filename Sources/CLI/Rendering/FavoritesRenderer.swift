import Domain
import Presentation

/// Favourites as a table, `[{placeID, name, rating, address, distanceMeters, provider}]` (null where unknown), or GeoJSON
/// features with those properties (a null geometry for a favourite whose details are not cached).
enum FavoritesRenderer {
    private static let table = TextTable(columns: [
        .init(title: "PLACE ID"), .init(title: "NAME", shrink: 2, minimum: 16),
        .init(title: "RATING", shrink: 5, minimum: 9, drop: 6),
        .init(title: "DISTANCE", alignRight: true, drop: 4), .init(title: "ADDRESS", shrink: 1, minimum: 14, drop: 3),
    ])

    static func render(_ rows: [FavoritePlaceViewModel], as format: PlaceListFormat, terminal: TerminalCapabilities) throws
        -> String
    {
        switch format {
        case .json:
            return try StructuredRenderer.json(rows.map(Record.init))
        case .geojson:
            return try GeoJSONRenderer.render(
                rows.map { .init(location: $0.details?.location, properties: Record(row: $0)) }, searchArea: nil)
        case .table:
            guard !rows.isEmpty else { return "" }
            let cells = rows.map { [$0.placeID, $0.nameText, $0.ratingText, $0.distanceText, $0.addressText] }
            return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor)
        }
    }

    private struct Record: Encodable {
        let row: FavoritePlaceViewModel

        enum CodingKeys: String, CodingKey { case placeID, name, rating, address, distanceMeters, provider }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.placeID, forKey: .placeID)
            try container.encode(row.details?.name, forKey: .name)
            try container.encode(row.details?.rating, forKey: .rating)
            try container.encode(row.details?.address, forKey: .address)
            try container.encode(row.distanceMeters, forKey: .distanceMeters)
            try container.encode(PlacesProvider.of(placeID: row.placeID).rawValue, forKey: .provider)
        }
    }
}
