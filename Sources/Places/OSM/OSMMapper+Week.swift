import Domain
import Foundation

extension OSMMapper {
    /// The hours as written, then the seven days from today as they read in the place's own time zone ("Wed 25 Nov
    /// 11:00-15:00"), and which zone that is; where its zone is unknown, that they are not judged.
    func week(_ value: String, _ attributes: PlaceAttributes, _ location: Location) -> [String] {
        guard let zone = attributes.ownZone else { return [value, "(not judged: \(PlaceAttributes.noZoneReason))"] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let days = attributes.week(from: now(), location: location).map { day, text in
            let parts = calendar.dateComponents([.weekday, .day, .month], from: day)
            let label = [
                weekdays[((parts.weekday ?? 1) - 1) % 7], String(parts.day ?? 0), months[((parts.month ?? 1) - 1) % 12],
            ].joined(separator: " ")
            return "\(label)  \(text)"
        }
        return [value] + days + (days.isEmpty ? [] : ["(local time, \(zone.identifier))"])
    }
}
