import Domain

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
        switch format {
        case .json:
            return try StructuredRenderer.json(
                predictions.map {
                    ["placeID": $0.placeID, "text": $0.text, "provider": PlacesProvider.of(placeID: $0.placeID).rawValue]
                })
        case .table:
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
    }

    static func geojson(_ located: [(AutocompletePrediction, PlaceDetails?)]) throws -> String {
        try GeoJSONRenderer.render(
            located.map { .init(location: $0.1?.location, properties: Located(prediction: $0.0, details: $0.1)) },
            searchArea: nil)
    }

    private struct Located: Encodable {
        let prediction: AutocompletePrediction
        let details: PlaceDetails?

        enum CodingKeys: String, CodingKey { case placeID, text, name, rating, address, provider }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(prediction.placeID, forKey: .placeID)
            try container.encode(prediction.text, forKey: .text)
            try container.encode(details?.name, forKey: .name)
            try container.encode(details?.rating, forKey: .rating)
            try container.encode(details?.address, forKey: .address)
            try container.encode(PlacesProvider.of(placeID: prediction.placeID).rawValue, forKey: .provider)
        }
    }
}
