import Domain
import Foundation

/// The instant, and the user's time zone, at which hours as written (`OSMOpeningHours`) are judged when the cache
/// answers; a place with a zone of its own is judged in it.
struct OpenNowClock: Sendable {
    let now: Date
    /// Asked only for a place without a zone of its own (`TimeZone.current` costs 1.4 M instructions the first time).
    let timeZone: @Sendable () -> TimeZone

    /// Whether the place's hours say open now (`PH` by its country's holidays); nil when it has none or they are not
    /// understood.
    func isOpen(_ attributes: PlaceAttributes, at location: Location?) -> Bool? {
        attributes.isOpen(at: now, in: timeZone(), location: location)
    }
}
