/// Where a point is, as a time zone and a country: for a place whose map data names neither (an extract without
/// boundaries, a regional Overpass server), so that its hours are judged on its own clock and holidays, never the
/// user's.
public protocol PlaceZoneLocating: Sendable {
    /// The zone and country at `location`; nil where none is known (the open sea).
    func zone(at location: Location) -> PlaceZone?
}

/// A time zone (IANA) and the country (ISO 3166-1 alpha-2) it is kept in, where known.
public struct PlaceZone: Equatable, Sendable {
    public let timeZone: String
    public let country: String?

    public init(timeZone: String, country: String?) {
        self.timeZone = timeZone
        self.country = country
    }
}

/// No table: every point's zone unknown (tests, and a build without `make zone-data`).
public struct NoPlaceZones: PlaceZoneLocating {
    public init() {}
    public func zone(at location: Location) -> PlaceZone? { nil }
}
