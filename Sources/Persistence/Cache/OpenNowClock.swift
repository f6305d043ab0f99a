import Domain
import Foundation

/// The instant and time zone in which hours as written (`OSMOpeningHours`) are judged when the cache answers.
struct OpenNowClock: Sendable {
    let now: Date
    let timeZone: TimeZone

    /// Whether the hours say open now (`PH` by the country's holidays); nil when they are not understood.
    func isOpen(_ hours: String, country: String? = nil) -> Bool? {
        PlaceAttributes(openingHours: hours, country: country).isOpen(at: now, in: timeZone)
    }
}
