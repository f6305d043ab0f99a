import Domain
import Location
import Logging
import Synchronization
import ZoneData

/// The table of zones this build embeds (Sources/ZoneData, made by `make zone-data`), for a place whose map data names
/// no zone or country; one locator for the process, which reads and checks the table at the first point it is asked.
enum EmbeddedZoneTable {
    static let locator = BoundaryZoneLocator { bytes() }

    /// The table's bytes; none in a build made without `make zone-data`.
    static func bytes() -> [UInt8] {
        var size: UInt = 0
        guard let base = foodybite_zone_data(&size), size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: Int(size)))
    }

    /// The process's locator, and one warning for a command that found the table damaged (then no place has a zone
    /// from it, and hours are judged only where the map data names the zone).
    final class Reporting: PlaceZoneLocating {
        private let logger: Logger
        private let warned = Mutex(false)

        init(logger: Logger) {
            self.logger = logger
        }

        func zone(at location: Location) -> PlaceZone? {
            let zone = locator.zone(at: location)
            if let damage = locator.damage,
                warned.withLock({ seen in
                    defer { seen = true }
                    return !seen
                })
            {
                logger.warning(
                    "the time-zone table built into foodybite is damaged (\(damage)): hours are judged only where the map data names the zone; reinstall foodybite"
                )
            }
            return zone
        }
    }
}
