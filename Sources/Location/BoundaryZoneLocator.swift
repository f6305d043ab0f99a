import Domain
import Synchronization

/// A point's time zone and country from the zone boundaries embedded at build time (`make zone-data`: timezone-boundary-
/// builder's, as timezonefinder-data ships them, simplified to about 50 m; the country from tzdata's zone.tab): each
/// ring whose box holds the point is tested (even-odd), a hole of a ring taking its points back. A ring is decoded the
/// first time a point falls in its box and kept. Nil where no zone holds the point, or the build has no table.
public final class BoundaryZoneLocator: PlaceZoneLocating {
    private let load: @Sendable () -> ZoneTable?
    /// The table, read at the first point asked (a search whose places all have a zone never reads it).
    private let loaded = Mutex<ZoneTable??>(nil)
    private let decoded = Mutex<[Int: [Int32]]>([:])

    /// `table`: the table's bytes (scripts/zones/generate.py's layout), read at the first point asked; the build's own
    /// is embedded by Sources/ZoneData and handed over by the composition root.
    public init(table: @escaping @Sendable () -> [UInt8]) {
        load = { ZoneTable(table()) }
    }

    /// A table given as bytes (tests).
    convenience init(bytes: [UInt8]) {
        self.init { bytes }
    }

    private var table: ZoneTable? {
        loaded.withLock { cached in
            if let table = cached { return table }
            let table = load()
            cached = .some(table)
            return table
        }
    }

    public func zone(at location: Location) -> PlaceZone? {
        guard location.latitude.isFinite, location.longitude.isFinite, let table else { return nil }
        let latitude = Int32(clamping: Int((location.latitude * ZoneTable.scale).rounded()))
        let longitude = Int32(clamping: Int((location.longitude * ZoneTable.scale).rounded()))
        for (index, ring) in table.rings.enumerated() where ring.outer == nil && ring.holds(latitude, longitude) {
            guard contains(index, latitude, longitude, table) else { continue }
            let inHole = table.holes[index, default: []].contains { hole in
                table.rings[hole].holds(latitude, longitude) && contains(hole, latitude, longitude, table)
            }
            if !inHole { return table.zones[Int(ring.zone)] }
        }
        return nil
    }

    /// Whether ring `index` holds the point (a ray to the east, crossings counted).
    private func contains(_ index: Int, _ latitude: Int32, _ longitude: Int32, _ table: ZoneTable) -> Bool {
        let points =
            decoded.withLock { $0[index] }
            ?? {
                let points = table.points(of: index)
                decoded.withLock { $0[index] = points }
                return points
            }()
        var inside = false
        let (y, x) = (Int64(latitude), Int64(longitude))
        var previous = points.count - 2
        for current in stride(from: 0, to: points.count - 1, by: 2) {
            let (y1, x1) = (Int64(points[current]), Int64(points[current + 1]))
            let (y2, x2) = (Int64(points[previous]), Int64(points[previous + 1]))
            if (y1 > y) != (y2 > y), ((x - x1) * (y2 - y1) < (x2 - x1) * (y - y1)) == (y2 > y1) { inside.toggle() }
            previous = current
        }
        return inside
    }
}
