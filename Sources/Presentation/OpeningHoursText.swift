import Domain
import Foundation

/// What a row says of a place's hours as written (OpenStreetMap's): "open until 22:00", "opens 18:30", "opens Thu
/// 11:00", in the place's own time zone, at `now`, the day named whenever it is not today in that zone ("open until
/// Sat 02:00"); and when that changes, for scripts. Hours of a place whose zone is unknown say nothing (they are not
/// judged); `timeZone`, the user's, words a moment a server judged for a place without hours of its own.
public struct OpeningHoursText: Sendable {
    public let now: @Sendable () -> Date
    private let zone: @Sendable () -> TimeZone

    /// `timeZone` is asked only when a place has hours as written (`TimeZone.current` reads the system's zone: about
    /// a million instructions, which a run without such places need not pay).
    public init(now: @escaping @Sendable () -> Date, timeZone: @autoclosure @escaping @Sendable () -> TimeZone) {
        self.now = now
        zone = timeZone
    }

    public var timeZone: TimeZone { zone() }

    /// The user's clock and zone.
    public static let system = OpeningHoursText(now: { Date() }, timeZone: .current)

    /// The place's next opening and closing (one of them, the change from its state now), and the text; nil when
    /// the place has no hours as written; no text when its zone is unknown.
    func schedule(for place: NearbyPlace) -> (opensAt: Date?, closesAt: Date?, text: String)? {
        guard let attributes = place.attributes, attributes.hasHours else { return nil }
        guard let zone = attributes.ownZone else { return (nil, nil, "") }
        let date = now()
        // A merged row's state may be another provider's (Google's "open") than its hours as written (OpenStreetMap's,
        // which say it opens at 11:00): its next change is then not known, and none is said (issue 66: "open until
        // Wed 11:00"). A row of one source was judged on these very hours.
        if (place.sources?.count ?? 0) > 1, let stated = place.isOpen,
            attributes.isOpen(at: date, location: place.location) != stated
        {
            return (nil, nil, stated ? "open" : "closed")
        }
        let change = attributes.nextChange(after: date, location: place.location)
        switch place.isOpen {
        case true?:
            let soon = change.flatMap { $0.timeIntervalSince(date) <= 86_400 ? $0 : nil }
            return (nil, change, soon.map { "open until " + Self.until($0, from: date, zone) } ?? "open")
        case false?:
            guard let change else { return (nil, nil, "closed") }
            return (change, nil, "opens " + Self.when(change, from: date, zone))
        case nil:
            return (nil, nil, "")
        }
    }

    /// With `--open-at`: what a row says of the moment it was judged open at, in the place's zone ("at Sun 12:30: open
    /// until 14:00", "at 21:30: open"); a place without hours of its own was kept by its provider's server
    /// (Foursquare's `open_at`): "at Sun 12:30: open", in the user's zone.
    func atMoment(_ instant: Date, for place: NearbyPlace) -> String? {
        let (moment, verdict) = moment(instant, for: place)
        return "at \(moment): \(verdict)"
    }

    /// `atMoment`'s two parts: the moment ("Sun 12:30", in the place's zone) and what is said of it ("open until
    /// 14:00"), so that a table whose rows share the moment names it once.
    func moment(_ instant: Date, for place: NearbyPlace) -> (moment: String, verdict: String) {
        guard let attributes = place.attributes, attributes.hasHours, let zone = attributes.ownZone else {
            return (Self.when(instant, from: now(), timeZone), "open")
        }
        let change = attributes.nextChange(after: instant, location: place.location)
        let until = change.flatMap { $0.timeIntervalSince(instant) <= 86_400 ? $0 : nil }
        return (
            Self.when(instant, from: now(), zone), "open" + (until.map { " until " + Self.until($0, from: instant, zone) } ?? "")
        )
    }

    /// With `--open-on-arrival`: "open until 22:00 (arrive 21:12)", in the place's zone; nil when the place has no hours
    /// as written or no zone.
    func onArrival(_ arrival: Date, for place: NearbyPlace) -> String? {
        guard let attributes = place.attributes, attributes.hasHours, let zone = attributes.ownZone else { return nil }
        let change = attributes.nextChange(after: arrival, location: place.location)
        let until = change.flatMap { $0.timeIntervalSince(arrival) <= 86_400 ? $0 : nil }
        return "open" + (until.map { " until " + Self.until($0, from: arrival, zone) } ?? "") + " (arrive "
            + Self.when(arrival, from: now(), zone) + ")"
    }

    /// "22:00" in a zone.
    static func clock(_ date: Date, _ zone: TimeZone) -> String {
        let parts = calendar(zone).dateComponents([.hour, .minute], from: date)
        return Conventions.inUse.hourCycle.clock(minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    /// "Thu" (English, fixed: output does not follow the locale).
    static func weekday(_ date: Date, _ zone: TimeZone) -> String {
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let weekday = calendar(zone).component(.weekday, from: date)
        return names[(weekday - 1 + 7) % 7]
    }

    /// "18:30" today in `zone`, else "Thu 11:00".
    static func when(_ date: Date, from now: Date, _ zone: TimeZone) -> String {
        // (Not `ordinality(of: .day, in: .era)` nor `isDate(_:inSameDayAs:)`: Foundation counts those days in UTC.)
        let calendar = calendar(zone)
        let day: Set<Calendar.Component> = [.year, .month, .day]
        let today = calendar.dateComponents(day, from: date) == calendar.dateComponents(day, from: now)
        return (today ? "" : weekday(date, zone) + " ") + clock(date, zone)
    }

    /// When a place closes: as `when`, but the midnight that ends the day is "midnight", as people say it (issue 66:
    /// "open until Wed 00:00", said on a Tuesday evening, read as the wrong day).
    static func until(_ date: Date, from now: Date, _ zone: TimeZone) -> String {
        let parts = calendar(zone).dateComponents([.hour, .minute, .second], from: date)
        guard parts.hour == 0, parts.minute == 0, parts.second == 0, date.timeIntervalSince(now) <= 86_400 else {
            return when(date, from: now, zone)
        }
        return "midnight"
    }

    private static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
