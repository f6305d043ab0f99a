/// Which of Google's two Places APIs to use: `new` (Places API (New)) or `legacy`. Chosen by `--places-api`,
/// `FOODYBITE_PLACES_API` or config `places_api`.
public enum PlacesAPI: String, CaseIterable, Equatable, Sendable {
    case new
    case legacy
}
