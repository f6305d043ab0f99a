import Domain
import Foundation

/// `details --open-at WHEN`: what a place's hours as written say of a moment, in its own zone: the instant judged
/// ("Sun 12:30", its day named when it is not today there), open or not, and until when ("yes, until 14:00", "no,
/// opens Sun 19:00", "unknown: no hours as written", "unknown: no time zone is known where it is").
public struct MomentVerdict: Equatable, Sendable {
    /// The instant judged: the moment in the place's zone; nil when that zone's clocks skip the wall time named.
    public let instant: Date?
    public let isOpen: Bool?
    /// "Sun 12:30".
    public let momentText: String
    /// When the state next changes, within a week ("14:00", "Tue 12:00"); nil when not known.
    public let change: String?
    public let text: String

    public init(_ filter: OpenAtFilter, attributes: PlaceAttributes?, location: Location?, now: Date) {
        let zone = attributes?.ownZone ?? filter.zone
        instant = filter.instant(for: attributes)
        momentText = instant.map { OpeningHoursText.when($0, from: now, zone) } ?? filter.moment.text
        guard let instant else {
            (isOpen, change, text) = (nil, nil, "unknown: \(filter.moment.text) does not exist in \(zone.identifier)")
            return
        }
        guard let attributes, attributes.hasHours else {
            (isOpen, change, text) = (nil, nil, "unknown: no hours as written")
            return
        }
        guard attributes.ownZone != nil else {
            (isOpen, change, text) = (nil, nil, "unknown: \(PlaceAttributes.noZoneReason)")
            return
        }
        let isOpen = attributes.isOpen(at: instant, location: location)
        self.isOpen = isOpen
        let change = attributes.nextChange(after: instant, location: location).flatMap {
            $0.timeIntervalSince(instant) <= 7 * 86_400 ? $0 : nil
        }
        let next = change.map {
            isOpen == true ? OpeningHoursText.until($0, from: instant, zone) : OpeningHoursText.when($0, from: instant, zone)
        }
        self.change = next
        switch isOpen {
        case true?: text = "yes" + (next.map { ", until \($0)" } ?? "")
        case false?: text = "no" + (next.map { ", opens \($0)" } ?? "")
        case nil: text = "unknown"
        }
    }
}
