/// What a search knows about where to search: a point given, a text to look up, or nothing (the configured chain).
public struct LocationRequest: Equatable, Sendable {
    public let explicit: Location?
    public let near: String?
    public let api: PlacesAPI?
    /// The one provider the search asks, whose own search by free text finds `near` when it has one
    /// (`--provider osm`: Nominatim, even when Google could); nil: the first provider that can be asked.
    public let provider: PlacesProvider?

    public init(explicit: Location?, near: String?, api: PlacesAPI?, provider: PlacesProvider? = nil) {
        self.explicit = explicit
        self.near = near
        self.api = api
        self.provider = provider
    }
}
