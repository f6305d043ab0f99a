/// Where places come from: Google Places (either of its APIs) or Foursquare Places.
public enum PlacesProvider: String, CaseIterable, Sendable, Codable {
    case google
    case foursquare
}
