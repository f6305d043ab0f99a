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
        try OutputWriter.places(rows.map(Record.init), as: format) {
            guard !rows.isEmpty else { return "" }
            let cells = rows.map { [$0.placeID, $0.nameText, $0.ratingText, $0.distanceText, $0.addressText] }
            return table.render(cells, maxWidth: terminal.width, useColor: terminal.usesColor)
        }
    }

    private struct Record: LocatedRecord {
        let row: FavoritePlaceViewModel

        var coordinates: (latitude: Double, longitude: Double)? {
            row.details?.location.map { ($0.latitude, $0.longitude) }
        }

        var fields: [(String, RecordValue)] {
            [
                ("placeID", .text(row.placeID)), ("name", .text(row.details?.name)), ("rating", .number(row.details?.rating)),
                ("address", .text(row.details?.address)), ("distanceMeters", .integer(row.distanceMeters)),
                ("provider", .text(PlacesProvider.of(placeID: row.placeID).rawValue)),
            ]
        }
    }
}
