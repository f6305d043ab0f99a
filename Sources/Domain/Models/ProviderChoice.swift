/// Which providers a command asks: one of them by name, or every provider the composition root registered, merged
/// (`--provider all`). Which names exist is the root's to say (an unknown one is a usage error there).
public struct ProviderChoice: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    public init(_ provider: PlacesProvider) {
        rawValue = provider.rawValue
    }

    public static let all = ProviderChoice(rawValue: "all", checked: ())
    public static let google = ProviderChoice(.google)
    public static let foursquare = ProviderChoice(.foursquare)

    private init(rawValue: String, checked: Void) {
        self.rawValue = rawValue
    }

    /// The one provider asked; nil for `all`.
    public var single: PlacesProvider? {
        self == .all ? nil : PlacesProvider(rawValue: rawValue)
    }

    /// The providers asked, in the order given (`all`: every one given, in their order).
    public func providers(among registered: [PlacesProvider]) -> [PlacesProvider] {
        guard let single else { return registered }
        return registered.contains(single) ? [single] : []
    }
}
