import Location
import ZoneData

/// The table of zones this build embeds (Sources/ZoneData, made by `make zone-data`), for a place whose map data names
/// no zone or country; one locator for the process, which reads the table at the first point it is asked.
enum EmbeddedZoneTable {
    static let locator = BoundaryZoneLocator { bytes() }

    /// The table's bytes; none in a build made without `make zone-data`.
    static func bytes() -> [UInt8] {
        var size: UInt = 0
        guard let base = foodybite_zone_data(&size), size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: Int(size)))
    }
}
