import Foundation

/// `nearby --open-on-arrival [--stay TIME]`: only places whose hours as written say open when one gets there (now, or
/// `--open-at`'s moment, plus the place's travel time as measured now) and, with a stay, open without a break until it
/// ends. Judged once travel times are known (`NearbyPlacesPresenter`); a place whose travel time is unknown is left
/// out, and so is one whose own zone is unknown (its hours are not judged on the user's clock).
public struct ArrivalFilter: Hashable, Sendable {
    /// Seconds the visit lasts (0: open on arrival is enough).
    public let stay: Int
    public let now: Date

    public init(stay: Int = 0, now: Date) {
        self.stay = max(0, stay)
        self.now = now
    }

    /// When one gets to a place `seconds` away, leaving at `departure` (else now).
    public func arrival(after seconds: Int, leaving departure: Date? = nil) -> Date {
        (departure ?? now).addingTimeInterval(Double(seconds))
    }

    /// Whether hours as written say open at `arrival` and, for the stay, until it ends without a break.
    public func admits(_ attributes: PlaceAttributes?, arrival: Date, location: Location?) -> Bool {
        guard let attributes, attributes.hasHours,
            attributes.isOpen(at: arrival, location: location) == true
        else { return false }
        guard stay > 0, let change = attributes.nextChange(after: arrival, location: location) else { return true }
        return change >= arrival.addingTimeInterval(Double(stay))
    }
}
