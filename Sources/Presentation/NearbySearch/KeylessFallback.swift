import Domain

/// The provider asked because no key is configured (OpenStreetMap, which needs none), and the keys that would let
/// the others be asked ("Google" and "FOODYBITE_PLACES_API_KEY"): said once on stderr, and in the error of what it
/// cannot answer.
public struct KeylessFallback: Sendable {
    public let provider: PlacesProvider
    public let keys: [(provider: String, variable: String)]

    public init(provider: PlacesProvider, keys: [(provider: String, variable: String)]) {
        self.provider = provider
        self.keys = keys
    }

    /// "export FOODYBITE_PLACES_API_KEY (Google) or FOODYBITE_FOURSQUARE_API_KEY (Foursquare)".
    public var remedy: String {
        "export " + keys.map { "\($0.variable) (\($0.provider))" }.joinedAsAlternatives()
    }
}
