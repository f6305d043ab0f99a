import Domain
import Synchronization

/// A point's time zone and country from the zone boundaries embedded at build time (`make zone-data`: timezone-boundary-
/// builder's, as timezonefinder-data ships them, simplified to about 50 m; the country from tzdata's zone.tab): each
/// ring whose box holds the point is tested (even-odd), a hole of a ring taking its points back. A ring is decoded the
/// first time a point falls in its box and kept. Nil where no zone holds the point, or the build has no table.
public final class BoundaryZoneLocator: PlaceZoneLocating {
    private let load: @Sendable () -> Loaded
    /// The table, read and checked at the first point asked (a search whose places all have a zone never reads it).
    private let loaded = Mutex<Loaded?>(nil)
    private let decoded = Mutex<[Int: [Int32]]>([:])

    /// `table`: the table's bytes (scripts/zones/generate.py's layout), read at the first point asked; the build's own
    /// is embedded by Sources/ZoneData and handed over by the composition root.
    public init(table: @escaping @Sendable () -> [UInt8]) {
        load = {
            let bytes = table()
            guard !bytes.isEmpty else { return Loaded(table: nil, damage: nil) }
            guard let read = ZoneTable(bytes) else { return Loaded(table: nil, damage: "it is cut short or out of shape") }
            return Loaded(table: read.damage == nil ? read : nil, damage: read.damage)
        }
    }

    /// What is wrong with the table, once a point has been asked and the table found damaged (cut short, out of
    /// shape, a zone no time-zone database knows, a ring whose points end short); nil for a sound table or none at
    /// all. A damaged table is refused whole: no point gets a zone from it.
    public var damage: String? { loaded.withLock { $0?.damage } }

    /// A table given as bytes (tests).
    convenience init(bytes: [UInt8]) {
        self.init { bytes }
    }

    private struct Loaded {
        var table: ZoneTable?
        var damage: String?
    }

    private var table: ZoneTable? {
        loaded.withLock { cached in
            if let cached { return cached.table }
            let loaded = load()
            cached = loaded
            return loaded.table
        }
    }

    /// Refuses the whole table from now on.
    private func refuse(_ damage: String) {
        loaded.withLock { $0 = Loaded(table: nil, damage: $0?.damage ?? damage) }
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
            if !inHole { return self.table == nil ? nil : table.zones[Int(ring.zone)] }
        }
        return nil
    }

    /// Whether ring `index` holds the point (a ray to the east, crossings counted).
    private func contains(_ index: Int, _ latitude: Int32, _ longitude: Int32, _ table: ZoneTable) -> Bool {
        let points =
            decoded.withLock { $0[index] }
            ?? {
                guard let points = table.points(of: index) else {
                    refuse("ring \(index + 1) of \(table.rings.count) does not hold the points it says")
                    return []
                }
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
