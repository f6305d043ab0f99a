import Foundation

/// `nearby --open-at WHEN`: only places whose hours as written (OpenStreetMap's) say open at that moment, resolved
/// in each place's own zone (`OpeningMoment`) from `now`. A place without hours, or whose hours are not understood or
/// do not say (a holiday of some regions only), or whose zone is unknown (its hours are never read on the user's
/// clock), does not pass. `zone` (the user's) reads the moment for a server that judges it itself (Foursquare).
public struct OpenAtFilter: Hashable, Sendable {
    public let moment: OpeningMoment
    public let now: Date
    public let zone: TimeZone

    public init(_ moment: OpeningMoment, now: Date, zone: TimeZone) {
        self.moment = moment
        self.now = now
        self.zone = zone
    }

    /// The instant judged for a place with these attributes: the moment in its own zone (in `zone` for a place with
    /// none: one its provider's server judged); nil when that zone's clocks skip the wall time named.
    public func instant(for attributes: PlaceAttributes?) -> Date? {
        try? moment.instant(in: attributes?.ownZone ?? zone, now: now)
    }

    /// The wall time the moment names and the zone whose clocks skip it, for a place with these attributes; nil when
    /// the moment is an instant there (said, not passed over: issue 55's `--open-at 2026-03-29T02:30` listed nothing in
    /// Paris without a word) or the place has no zone of its own.
    public func skipped(for attributes: PlaceAttributes?) -> (wallTime: String, zone: String)? {
        guard let own = attributes?.ownZone else { return nil }
        do {
            _ = try moment.instant(in: own, now: now)
            return nil
        } catch {
            guard case .doesNotExist(let written, let zone) = error else { return nil }
            return (written, zone)
        }
    }

    /// The moment as a weekday and a local time, `DOWTHHMM` (`7T1230`: Sunday 12:30; Monday is 1), as Foursquare's
    /// `open_at` takes it: the moment read in `zone`, the search area's as far as foodybite knows it (the user's). A
    /// weekday and a time (`sun 12:30`) or a wall time are that time wherever the place is; nil when `zone`'s clocks
    /// skip the wall time.
    public var weekdayAndTime: String? {
        guard let instant = try? moment.instant(in: zone, now: now) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: instant)
        guard let weekday = parts.weekday, let hour = parts.hour, let minute = parts.minute else { return nil }
        return String(format: "%dT%02d%02d", (weekday + 5) % 7 + 1, hour, minute)
    }

    /// Whether a place with these attributes at `location` is open at the moment.
    public func admits(_ attributes: PlaceAttributes?, location: Location?) -> Bool {
        guard let attributes, attributes.hasHours, let instant = instant(for: attributes) else { return false }
        return attributes.isOpen(at: instant, location: location) == true
    }
}
