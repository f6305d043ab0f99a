/// The providers a build has, in the order their places are listed and merged, each with its descriptor: a value
/// the composition root makes from its registrations and hands to whatever renders or checks provider facts.
public struct PlacesProviderCatalog: Sendable {
    public let descriptors: [PlacesProviderDescriptor]

    public init(_ descriptors: [PlacesProviderDescriptor]) {
        self.descriptors = descriptors
    }

    public var providers: [PlacesProvider] { descriptors.map(\.provider) }

    /// The provider's descriptor, or `unregistered`'s when this build has none.
    public subscript(provider: PlacesProvider) -> PlacesProviderDescriptor {
        descriptors.first { $0.provider == provider } ?? .unregistered(provider)
    }

    /// The descriptor of the provider whose id this is (`PlacesProvider.of(placeID:)`).
    public func owner(of placeID: String) -> PlacesProviderDescriptor {
        self[PlacesProvider.of(placeID: placeID)]
    }

    /// The credits the providers of these places' data ask for, each once, in catalogue order of first use.
    public func attributions(_ providers: some Sequence<PlacesProvider>) -> [String] {
        providers.compactMap { self[$0].attribution }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension PlacesProviderCatalog {
    /// "Google Places or Foursquare": how a message names a choice's providers.
    public func names(_ choice: ProviderChoice) -> String {
        choice.providers(among: providers).map { self[$0].name }.joinedAsAlternatives()
    }
}
