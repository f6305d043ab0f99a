import Domain
import Presentation

/// `search` results: a table of ids and names, `[{"placeID", "text"}]`, or GeoJSON features with those and the
/// place's name, rating and address.
enum PredictionsRenderer {
    private static let table = TextTable(columns: [.init(title: "PLACE ID"), .init(title: "PLACE", shrink: 1)])
    /// When the matches come from both providers (`--provider all`).
    private static let tableWithSources = TextTable(columns: [
        .init(title: "PLACE ID"), .init(title: "FROM", drop: 2), .init(title: "PLACE", shrink: 1),
    ])

    static func render(_ predictions: [AutocompletePrediction], as format: ReportFormat, terminal: TerminalCapabilities) throws
        -> String
    {
        try OutputWriter.report(
            format, table: { tableText(predictions, terminal: terminal) },
            record: { predictions.map(PlaceMatchRecord.fields) })
    }

    private static func tableText(_ predictions: [AutocompletePrediction], terminal: TerminalCapabilities) -> String {
        guard !predictions.isEmpty else { return "" }
        let providers = predictions.map { PlacesProvider.of(placeID: $0.placeID) }
        guard Set(providers).count > 1 else {
            return table.render(
                predictions.map { [$0.placeID, $0.text] }, maxWidth: terminal.width, useColor: terminal.usesColor)
        }
        return tableWithSources.render(
            zip(predictions, providers).map { [$0.placeID, $1.rawValue, $0.text] }, maxWidth: terminal.width,
            useColor: terminal.usesColor)
    }

    static func geojson(_ located: [(AutocompletePrediction, PlaceDetails?)]) throws -> String {
        try OutputWriter.places(located.map { Located(prediction: $0.0, details: $0.1) }, as: .geojson) { "" }
    }

    /// A match: its id, text and provider (`search --format json`); with the place's name, rating and address when
    /// located (GeoJSON).
    private struct Located: LocatedRecord {
        let prediction: AutocompletePrediction
        let details: PlaceDetails?

        var coordinates: (latitude: Double, longitude: Double)? { details?.location.map { ($0.latitude, $0.longitude) } }

        var fields: [(String, RecordValue)] {
            [
                ("placeID", .text(prediction.placeID)), ("text", .text(prediction.text)), ("name", .text(details?.name)),
                ("rating", .number(details?.rating)), ("address", .text(details?.address)),
                ("provider", .text(PlacesProvider.of(placeID: prediction.placeID).rawValue)),
            ]
        }
    }
}
