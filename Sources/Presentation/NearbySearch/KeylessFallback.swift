import Domain

/// The provider asked because no key is configured (OpenStreetMap, which needs none), and the keys that would let
/// the others be asked: said once on stderr, and in the error of what it cannot answer.
public struct KeylessFallback: Equatable, Sendable {
    public struct Key: Equatable, Sendable {
        /// "Google".
        public let provider: String
        /// "FOODYBITE_PLACES_API_KEY".
        public let variable: String

        public init(provider: String, variable: String) {
            self.provider = provider
            self.variable = variable
        }
    }

    public let provider: PlacesProvider
    public let keys: [Key]

    public init(provider: PlacesProvider, keys: [Key]) {
        self.provider = provider
        self.keys = keys
    }

    /// "export FOODYBITE_PLACES_API_KEY (Google) or FOODYBITE_FOURSQUARE_API_KEY (Foursquare)".
    public var remedy: String {
        "export " + keys.map { "\($0.variable) (\($0.provider))" }.joinedAsAlternatives()
    }
}
