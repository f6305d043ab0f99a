import Domain

/// A place found by name as `search --format json` writes it: its id, text and provider.
public enum PlaceMatchRecord {
    public static func fields(_ prediction: AutocompletePrediction) -> RecordValue {
        .object([
            ("placeID", .text(prediction.placeID)), ("text", .text(prediction.text)),
            ("provider", .text(PlacesProvider.of(placeID: prediction.placeID).rawValue)),
        ])
    }
}
