import Domain
import Foundation

/// The instant and time zone in which hours as written (`OSMOpeningHours`) are judged when the cache answers.
struct OpenNowClock: Sendable {
    let now: Date
    let timeZone: TimeZone

    /// Whether the hours say open now; nil when they are not understood.
    func isOpen(_ hours: String) -> Bool? {
        OSMOpeningHours(hours).flatMap { $0.isOpen(at: now, in: timeZone) }
    }
}
