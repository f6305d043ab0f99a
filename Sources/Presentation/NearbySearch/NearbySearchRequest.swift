import Domain

/// What one nearby search asks: where (around a point, or along a route), its filters (`query`, made around the
/// centre once it is known), which providers (named, else the configured default), which Google API and how the
/// cache is used, and whether only the changes since the last run are wanted.
public struct NearbySearchRequest: Sendable {
    public enum Centre: Sendable {
        /// Around a point: given, found by text, or the configured chain's.
        case around(LocationRequest)
        /// Along the route between two places, within `width` metres of it, the route being `mode`'s.
        case along(from: LocationRequest, to: LocationRequest, width: Int, mode: TravelMode)
    }

    public var centre: Centre
    /// The query's filters around a centre (the provider is the search's to set).
    public var query: @Sendable (Location) throws -> NearbySearchQuery
    /// The providers named; nil: the configured default.
    public var provider: ProviderChoice?
    public var api: PlacesAPI?
    public var cache: PlacesSource.CacheMode
    public var changes: Bool
    /// The minimum rating when it is the saved preference's, not the user's flag: set aside, with a note, for
    /// providers that have no ratings (issue 66: a saved `--stars 4` made every OpenStreetMap search a usage error).
    public var savedStars: Double?

    public init(
        centre: Centre, query: @escaping @Sendable (Location) throws -> NearbySearchQuery, provider: ProviderChoice? = nil,
        api: PlacesAPI? = nil, cache: PlacesSource.CacheMode = .networkThenCache, changes: Bool = false,
        savedStars: Double? = nil
    ) {
        self.centre = centre
        self.query = query
        self.provider = provider
        self.api = api
        self.cache = cache
        self.changes = changes
        self.savedStars = savedStars
    }

    public var offline: Bool { cache == .cacheOnly }
}
