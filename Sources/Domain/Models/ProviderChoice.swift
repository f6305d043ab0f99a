/// Which providers a command asks: one of them, or both merged (`--provider all`).
public enum ProviderChoice: String, CaseIterable, Sendable {
    case google
    case foursquare
    case all

    public init(_ provider: PlacesProvider) {
        switch provider {
        case .google: self = .google
        case .foursquare: self = .foursquare
        }
    }

    /// The providers asked, Google first.
    public var providers: [PlacesProvider] {
        switch self {
        case .google: [.google]
        case .foursquare: [.foursquare]
        case .all: [.google, .foursquare]
        }
    }

    /// The one provider asked; nil for `all`.
    public var single: PlacesProvider? {
        providers.count == 1 ? providers.first : nil
    }
}
