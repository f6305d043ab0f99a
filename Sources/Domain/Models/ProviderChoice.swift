/// Which providers a command asks: one of them by name, several by a comma list (`google,foursquare`), or every
/// provider the composition root registered that can be asked, merged (`--provider all`). Which names exist is the
/// root's to say (an unknown one is a usage error there).
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

    /// The one provider asked; nil for `all` and for a list.
    public var single: PlacesProvider? {
        self == .all || rawValue.contains(",") ? nil : PlacesProvider(rawValue: rawValue)
    }

    /// The names of a list (`google,foursquare`), each once; nil for `all`.
    public var names: [PlacesProvider]? {
        guard self != .all else { return nil }
        return rawValue.split(separator: ",").map { PlacesProvider(rawValue: String($0)) }
            .reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The providers asked, in the registered order (`all`: every one given); empty when a name is not registered.
    public func providers(among registered: [PlacesProvider]) -> [PlacesProvider] {
        guard let names else { return registered }
        guard names.allSatisfy(registered.contains) else { return [] }
        return registered.filter(names.contains)
    }
}
