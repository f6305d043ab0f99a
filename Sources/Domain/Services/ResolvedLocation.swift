/// Where the user is, with how the location was found.
public struct ResolvedLocation: Equatable, Sendable {
    public enum Source: String, Equatable, Sendable {
        case argument
        case environment
        case home
        case placeSearch
        case ipGeolocation
    }

    public let location: Location
    public let source: Source
    public let isApproximate: Bool
    /// What the source said about it: the place found by `--near`, the city of an IP lookup.
    public let description: String?

    public init(location: Location, source: Source, isApproximate: Bool = false, description: String? = nil) {
        self.location = location
        self.source = source
        self.isApproximate = isApproximate
        self.description = description
    }
}
