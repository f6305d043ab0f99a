/// Where a Places lookup (nearby search, details) may get its answer: which Google API, and how the cache is used.
public struct PlacesSource: Equatable, Sendable {
    public enum CacheMode: String, Equatable, Sendable {
        /// The network, saved to the cache; the cache when the network fails.
        case networkThenCache
        /// The cache only (`--offline`).
        case cacheOnly
        /// The network only, nothing read or written (`--no-cache`).
        case networkOnly
    }

    public let api: PlacesAPI?
    public let cache: CacheMode

    /// One provider or all of them (nil: the configured default).
    public let provider: ProviderChoice?
    /// With both providers: whether one provider's failure may leave the other's answer alone (with a warning),
    /// or fails the command (`--changes` compares only whole answers).
    public let acceptsPartialAnswer: Bool

    public init(api: PlacesAPI?, cache: CacheMode, provider: ProviderChoice? = nil, acceptsPartialAnswer: Bool = true) {
        self.api = api
        self.cache = cache
        self.provider = provider
        self.acceptsPartialAnswer = acceptsPartialAnswer
    }
}
