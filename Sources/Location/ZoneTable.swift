import Domain
import Foundation

/// The zone table's layout (scripts/zones/generate.py): the zones with their countries, and each ring's zone, the
/// ring it is a hole of, its box and where its points are; the points themselves are decoded on demand. Read without
/// trusting it: a table cut short or out of shape is no table (nil), never a trap; one whose zones or boxes cannot be
/// right says so (`damage`), and a ring whose points end short has none (`points(of:)`).
struct ZoneTable {
    /// The table's unit: 1/20,000 of a degree (5.5 m).
    static let scale = 20_000.0

    struct Ring {
        let zone: UInt16
        /// The outer ring this one is a hole of; nil for an outer ring.
        let outer: Int?
        let south, west, north, east: Int32
        let count: Int
        let start: Int
        let length: Int

        func holds(_ latitude: Int32, _ longitude: Int32) -> Bool {
            latitude >= south && latitude <= north && longitude >= west && longitude <= east
        }
    }

    let zones: [PlaceZone]
    let rings: [Ring]
    /// The holes of each outer ring, by its index.
    let holes: [Int: [Int]]
    /// What cannot be right in the table's zones or boxes: a zone no time-zone database knows, a country that is not
    /// two capital letters, a box off the globe.
    let damage: String?
    private let bytes: [UInt8]

    init?(_ raw: [UInt8]) {
        var reader = Reader(raw)
        guard reader.take(4) == Array("FBZ1".utf8), let zoneCount = reader.integer(2) else { return nil }
        var zones: [PlaceZone] = []
        for _ in 0..<zoneCount {
            guard let length = reader.integer(1), let name = reader.take(length), let country = reader.take(2) else { return nil }
            let code = String(decoding: country, as: UTF8.self)
            zones.append(PlaceZone(timeZone: String(decoding: name, as: UTF8.self), country: code == "  " ? nil : code))
        }
        guard let ringCount = reader.integer(4), ringCount <= raw.count / 30 else { return nil }
        var headers: [(zone: Int, outer: Int, box: [Int32], count: Int, length: Int)] = []
        for _ in 0..<ringCount {
            guard let zone = reader.integer(2), zone < zones.count, let outer = reader.integer(4), outer <= ringCount,
                let south = reader.signed(), let west = reader.signed(), let north = reader.signed(),
                let east = reader.signed(), let count = reader.integer(4), let length = reader.integer(4)
            else { return nil }
            headers.append((zone, outer, [south, west, north, east], count, length))
        }
        var rings: [Ring] = []
        var holes: [Int: [Int]] = [:]
        var start = reader.offset
        for (index, header) in headers.enumerated() {
            guard start + header.length <= raw.count, header.count >= 3 else { return nil }
            let outer = header.outer == 0 ? nil : header.outer - 1
            if let outer { holes[outer, default: []].append(index) }
            rings.append(
                Ring(
                    zone: UInt16(header.zone), outer: outer, south: header.box[0], west: header.box[1], north: header.box[2],
                    east: header.box[3], count: header.count, start: start, length: header.length))
            start += header.length
        }
        self.zones = zones
        self.rings = rings
        self.holes = holes
        damage = Self.damage(zones: zones, rings: rings)
        bytes = raw
    }

    private static func damage(zones: [PlaceZone], rings: [Ring]) -> String? {
        if let zone = zones.first(where: { TimeZone(identifier: $0.timeZone) == nil }) {
            return "its zone \(zone.timeZone.debugDescription) is no time zone"
        }
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        if let zone = zones.first(where: { $0.country.map { !$0.utf8.allSatisfy(capitals.contains) } ?? false }) {
            return "the country of \(zone.timeZone) is not a country code"
        }
        let (latitude, longitude) = (Int32(90 * scale), Int32(180 * scale))
        if let index = rings.firstIndex(where: {
            !(-latitude...latitude).contains($0.south) || !($0.south...latitude).contains($0.north)
                || !(-longitude...longitude).contains($0.west) || !($0.west...longitude).contains($0.east)
        }) {
            return "the box of ring \(index + 1) of \(rings.count) is off the globe"
        }
        return nil
    }

    /// Ring `index`'s points, latitude and longitude in turn, closed (its first point again at the end); nil when its
    /// bytes do not hold the number of points its header says, or a point falls outside its box.
    func points(of index: Int) -> [Int32]? {
        let ring = rings[index]
        var points: [Int32] = []
        points.reserveCapacity(ring.count * 2 + 2)
        var (value, shift, previous) = (UInt64(0), UInt64(0), [Int64(0), Int64(0)])
        var axis = 0
        for byte in bytes[ring.start..<ring.start + ring.length] {
            value |= UInt64(byte & 0x7F) << shift
            guard byte & 0x80 == 0 else {
                shift = min(shift + 7, 63)
                continue
            }
            let delta = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
            previous[axis] &+= delta
            points.append(Int32(clamping: previous[axis]))
            (value, shift, axis) = (0, 0, 1 - axis)
        }
        guard value == 0, shift == 0, points.count == ring.count * 2 else { return nil }
        for point in stride(from: 0, to: points.count, by: 2)
        where !(ring.south...ring.north).contains(points[point]) || !(ring.west...ring.east).contains(points[point + 1]) {
            return nil
        }
        points += points.prefix(2)
        return points
    }

    /// Little-endian integers, read with bounds checked.
    private struct Reader {
        let raw: [UInt8]
        var offset = 0

        init(_ raw: [UInt8]) {
            self.raw = raw
        }

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, offset + count <= raw.count else { return nil }
            defer { offset += count }
            return Array(raw[offset..<offset + count])
        }

        mutating func integer(_ width: Int) -> Int? {
            take(width).map { $0.reversed().reduce(0) { $0 << 8 | Int($1) } }
        }

        mutating func signed() -> Int32? {
            integer(4).map { Int32(truncatingIfNeeded: $0) }
        }
    }
}
