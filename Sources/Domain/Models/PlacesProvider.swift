/// Where places come from: Google Places (either of its APIs) or Foursquare Places.
public enum PlacesProvider: String, CaseIterable, Sendable, Codable {
    case google
    case foursquare

    /// Whose id this is: Foursquare's are 24 hexadecimal digits, Google's never are (they are longer, and not hex),
    /// so one id names one place of one provider, in the cache as anywhere.
    public static func of(placeID: String) -> PlacesProvider {
        placeID.utf8.count == 24 && placeID.allSatisfy(\.isHexDigit) ? .foursquare : .google
    }
}
