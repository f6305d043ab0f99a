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

    public init(location: Location, source: Source, isApproximate: Bool = false) {
        self.location = location
        self.source = source
        self.isApproximate = isApproximate
    }
}

/// Finds the user's location; throws when this source cannot tell.
public protocol LocationProviding: Sendable {
    func currentLocation() async throws -> ResolvedLocation
}
