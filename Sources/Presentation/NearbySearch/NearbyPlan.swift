import Domain

/// Who one search asks, decided once before anything is sent: the providers (those named, else the configured
/// default; without a key, the keyless one, or offline every provider's cached places), the keyless fallback to say,
/// and the credit the router owes when it gives travel times. Every later step reads it, none decides again.
public struct NearbyPlan: Sendable {
    /// What the request named, or the default it was given.
    public let choice: ProviderChoice
    /// The providers asked, in the registered order (`all`: those usable with this configuration).
    public let asked: [PlacesProvider]
    /// Set when the provider is asked only because no key is configured.
    public let keyless: KeylessFallback?
    /// The credit the configured router's data asks for, nil when none.
    public let routerCredit: String?

    /// The source the services are made for: exactly the providers asked, whatever the configuration says later.
    func source(_ request: NearbySearchRequest, acceptsPartialAnswer: Bool = true) -> PlacesSource {
        // By hand, not `joined(separator:)`: its generic requirements cost a conformance search (0.3 M instructions).
        var names = ""
        for provider in asked { names += names.isEmpty ? provider.rawValue : "," + provider.rawValue }
        let exactly = ProviderChoice(rawValue: names) ?? choice
        return PlacesSource(
            api: request.api, cache: request.cache, provider: exactly, acceptsPartialAnswer: acceptsPartialAnswer)
    }
}
