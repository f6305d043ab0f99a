import Domain
import Foundation

/// The instant at which hours as written (`OSMOpeningHours`) are judged when the cache answers, each place in its own
/// zone (a place whose zone is unknown is not judged).
struct OpenNowClock: Sendable {
    let now: Date

    /// Whether the place's hours say open now (`PH` by its country's holidays); nil when it has none, they are not
    /// understood, or its zone is unknown.
    func isOpen(_ attributes: PlaceAttributes, at location: Location?) -> Bool? {
        attributes.isOpen(at: now, location: location)
    }
}
