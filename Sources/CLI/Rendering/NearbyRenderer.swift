import Domain
import Presentation

/// Renders the nearby rows in the chosen format (GeoJSON also draws the circle searched, when given).
enum NearbyRenderer {
    static func render(
        _ rows: [NearbyPlaceViewModel], as format: OutputFormat, terminal: TerminalCapabilities,
        searchArea: (center: Location, radiusMeters: Int)? = nil, ascii: Bool = false,
        providers: [PlacesProvider] = [.google, .foursquare], page: MapPageSettings = MapPageSettings()
    ) throws -> String {
        try OutputWriter.places(
            rows.map(NearbyPlaceRecord.init), as: format, csv: NearbyPlaceRecord.csvColumns(providers: providers),
            searchArea: searchArea.map { .init(center: $0.center, radiusMeters: $0.radiusMeters) },
            table: { rows.isEmpty ? "" : NearbyTableRenderer.render(rows, terminal: terminal) },
            map: { map(rows, searchArea: searchArea, terminal: terminal, ascii: ascii) },
            html: { try NearbyHTMLRenderer.render(rows, searchArea: searchArea, settings: page) })
    }

    /// The map around the circle searched (around the first place, 1 km, when none is given).
    static func map(
        _ rows: [NearbyPlaceViewModel], searchArea: (center: Location, radiusMeters: Int)?, terminal: TerminalCapabilities,
        ascii: Bool
    ) -> String {
        let fallback = rows.first.flatMap { Location(latitude: $0.latitude, longitude: $0.longitude) }
        guard let center = searchArea?.center ?? fallback else { return "" }
        return NearbyMapRenderer.render(
            rows, center: center, radius: searchArea?.radiusMeters ?? 1000, terminal: terminal, ascii: ascii)
    }
}
