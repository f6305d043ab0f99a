import Foundation

/// `nearby --open-at WHEN`: only places whose hours as written (OpenStreetMap's) say open at that moment, resolved
/// in each place's own zone (`OpeningMoment`) from `now`; a place whose zone is unknown is read in `zone` (the
/// user's). A place without hours, or whose hours are not understood or do not say (a holiday of some regions only),
/// does not pass.
public struct OpenAtFilter: Hashable, Sendable {
    public let moment: OpeningMoment
    public let now: Date
    public let zone: TimeZone

    public init(_ moment: OpeningMoment, now: Date, zone: TimeZone) {
        self.moment = moment
        self.now = now
        self.zone = zone
    }

    /// The instant judged for a place with these attributes: the moment in its own zone; nil when that zone's clocks
    /// skip the wall time named.
    public func instant(for attributes: PlaceAttributes?) -> Date? {
        try? moment.instant(in: attributes?.zone(or: zone) ?? zone, now: now)
    }

    /// Whether a place with these attributes at `location` is open at the moment.
    public func admits(_ attributes: PlaceAttributes?, location: Location?) -> Bool {
        guard let attributes, attributes.openingHours != nil, let instant = instant(for: attributes) else { return false }
        return attributes.isOpen(at: instant, in: zone, location: location) == true
    }
}
