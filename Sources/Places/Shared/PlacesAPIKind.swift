/// Which Google Places API a client speaks.
public enum PlacesAPIKind: String, Sendable, CaseIterable {
    /// Places API (New), `places.googleapis.com/v1`.
    case new
    /// The legacy Places API, `maps.googleapis.com/maps/api/place`.
    case legacy
}
