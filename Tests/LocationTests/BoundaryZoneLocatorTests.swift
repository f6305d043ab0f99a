import Domain
import Foundation
import XCTest

@testable import Location

/// A place's zone and country from its point (issue 56): the table `make zone-data` embeds, checked against the zones
/// timezonefinder (the table's source, unsimplified) gives for places on both sides of borders, and for the cities of
/// the sandbox and the reference tests; and the table's reading, on tables made here.
final class BoundaryZoneLocatorTests: XCTestCase {
    func test_zone_isTheRealZoneAndCountryOfPlacesOnBothSidesOfBorders() throws {
        // Given the table `make zone-data` made (the one the build embeds; without it this test is skipped, unless
        // make test runs it: FOODYBITE_REQUIRE_ZONES=1)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build-zones/zones.bin")
        let table = FileManager.default.contents(atPath: file.path)
        try XCTSkipIf(table == nil && !Self.requireTable, "no zone table: run 'make zone-data'")
        let sut = BoundaryZoneLocator(bytes: [UInt8](try XCTUnwrap(table, "make zone-data makes \(file.path)")))

        // Then each place is in the zone timezonefinder gives it, and the country tzdata's zone.tab gives that zone
        for (name, latitude, longitude, zone, country) in Self.places {
            let found = sut.zone(at: try point(latitude, longitude))
            XCTAssertEqual(found, PlaceZone(timeZone: zone, country: country), name)
        }
        XCTAssertNil(sut.zone(at: try point(40, -30)), "the open Atlantic")
    }

    func test_zone_readsOuterRingsAndTheirHoles_andRefusesATableOutOfShape() throws {
        // Given a table of two zones: a square of A (0..10 degrees) with a hole (4..6), and B filling the hole
        let table = Self.twoZones()
        let sut = BoundaryZoneLocator(bytes: table)

        // Then
        XCTAssertEqual(sut.zone(at: try point(2, 2)), PlaceZone(timeZone: "Africa/Lagos", country: "NG"))
        XCTAssertEqual(sut.zone(at: try point(5, 5)), PlaceZone(timeZone: "Etc/GMT-1", country: nil))
        XCTAssertNil(sut.damage)
        XCTAssertNil(sut.zone(at: try point(11, 5)))
        XCTAssertNil(sut.zone(at: try point(-1, -1)))
        for cut in [0, 3, 4, 10, table.count / 2, table.count - 1] {
            let damaged = BoundaryZoneLocator(bytes: Array(table.prefix(cut)))
            XCTAssertNil(damaged.zone(at: try point(2, 2)), "cut at \(cut)")
            XCTAssertEqual(damaged.damage, cut == 0 ? nil : "it is cut short or out of shape", "cut at \(cut)")
        }
        XCTAssertNil(BoundaryZoneLocator(bytes: Array(repeating: 0xFF, count: 4_096)).zone(at: try point(2, 2)))
    }

    func test_zone_refusesTheWholeTable_whenAZoneACountryOrARingCannotBeRight() throws {
        // Given tables damaged where their shape still reads (issue 66: a damaged table made every search that
        // judges hours fail): a zone's name, a country, a ring's count of points, a point's continuation bit
        let sound = Self.twoZones()
        let name = try XCTUnwrap(sound.indices.first { Array(sound[$0..<$0 + 5]) == Array("Lagos".utf8) })
        var renamed = sound
        renamed[name] = UInt8(ascii: "X")
        var country = sound
        country[name + 5] = UInt8(ascii: "n")
        let zones = 4 + 2 + (1 + 12 + 2) + (1 + 9 + 2)
        var counted = sound
        counted[zones + 4 + 2 + 4 + 16] += 1
        var flipped = sound
        flipped[flipped.count - 1] |= 0x80

        for (table, damage, asked) in [
            (renamed, "its zone \"Africa/Xagos\" is no time zone", 5.0),
            (country, "the country of Africa/Lagos is not a country code", 5.0),
            (counted, "ring 1 of 3 does not hold the points it says", 2.0),
            (flipped, "ring 3 of 3 does not hold the points it says", 5.0),
        ] {
            // When
            let sut = BoundaryZoneLocator(bytes: table)
            let found = sut.zone(at: try point(asked, asked))

            // Then no point gets a zone from it, and it says why
            XCTAssertNil(found, damage)
            XCTAssertNil(sut.zone(at: try point(2, 2)), damage)
            XCTAssertEqual(sut.damage, damage)
        }
    }

    // MARK: - Helpers

    /// A square of Africa/Lagos (0..10 degrees) with a hole (4..6), and Etc/GMT-1 (no country) filling the hole.
    private static func twoZones() -> [UInt8] {
        table(
            zones: [("Africa/Lagos", "NG"), ("Etc/GMT-1", nil)],
            rings: [(0, 0, square(0, 10)), (0, 1, square(4, 6)), (1, 0, square(4, 6))])
    }

    /// Whether the build must have the table (`make test` makes it: FOODYBITE_REQUIRE_ZONES=1).
    private static var requireTable: Bool { ProcessInfo.processInfo.environment["FOODYBITE_REQUIRE_ZONES"] == "1" }

    /// (name, latitude, longitude, timezonefinder 9.0.0's zone, zone.tab's country).
    private static let places: [(String, Double, Double, String, String)] = [
        ("Elvas", 38.881, -7.163, "Europe/Lisbon", "PT"), ("Badajoz", 38.8794, -6.9707, "Europe/Madrid", "ES"),
        ("Baarle-Nassau", 51.4425, 4.929, "Europe/Amsterdam", "NL"), ("Baarle-Hertog", 51.4386, 4.9317, "Europe/Brussels", "BE"),
        ("Kreuzlingen", 47.6515, 9.1758, "Europe/Zurich", "CH"), ("Konstanz", 47.6597, 9.177, "Europe/Berlin", "DE"),
        ("Strasbourg", 48.5818, 7.7509, "Europe/Paris", "FR"), ("Kehl", 48.576, 7.817, "Europe/Berlin", "DE"),
        ("Tijuana", 32.5322, -117.037, "America/Tijuana", "MX"), ("San Ysidro", 32.5551, -117.0439, "America/Los_Angeles", "US"),
        ("Ciudad Juárez", 31.739, -106.487, "America/Ciudad_Juarez", "MX"), ("El Paso", 31.76, -106.485, "America/Denver", "US"),
        ("Gorizia", 45.941, 13.622, "Europe/Rome", "IT"), ("Nova Gorica", 45.956, 13.648, "Europe/Ljubljana", "SI"),
        ("Valga", 57.777, 26.047, "Europe/Tallinn", "EE"), ("Valka", 57.775, 26.018, "Europe/Riga", "LV"),
        ("Tornio", 65.848, 24.146, "Europe/Helsinki", "FI"), ("Haparanda", 65.835, 24.137, "Europe/Stockholm", "SE"),
        ("Narva", 59.377, 28.19, "Europe/Tallinn", "EE"), ("Ivangorod", 59.37, 28.213, "Europe/Moscow", "RU"),
        ("Frankfurt (Oder)", 52.342, 14.55, "Europe/Berlin", "DE"), ("Słubice", 52.348, 14.561, "Europe/Warsaw", "PL"),
        ("Geneva", 46.2044, 6.1432, "Europe/Zurich", "CH"), ("Annemasse", 46.194, 6.236, "Europe/Paris", "FR"),
        ("Helsinki", 60.171, 24.943, "Europe/Helsinki", "FI"), ("Mariehamn", 60.097, 19.935, "Europe/Mariehamn", "AX"),
        ("Dijon", 47.322, 5.0415, "Europe/Paris", "FR"), ("Monaco", 43.7384, 7.4246, "Europe/Monaco", "MC"),
        ("Menton", 43.776, 7.504, "Europe/Paris", "FR"), ("Los Angeles", 34.0522, -118.2437, "America/Los_Angeles", "US"),
        ("São Paulo", -23.5505, -46.6333, "America/Sao_Paulo", "BR"), ("Tokyo", 35.6762, 139.6503, "Asia/Tokyo", "JP"),
        ("Sydney", -33.8688, 151.2093, "Australia/Sydney", "AU"), ("New York", 40.7128, -74.006, "America/New_York", "US"),
        ("Indianapolis", 39.7684, -86.1581, "America/Indiana/Indianapolis", "US"),
        ("Gary, Indiana", 41.5934, -87.3464, "America/Chicago", "US"), ("Kathmandu", 27.7172, 85.324, "Asia/Kathmandu", "NP"),
        ("St. John's", 47.5615, -52.7126, "America/St_Johns", "CA"),
    ]

    private func point(_ latitude: Double, _ longitude: Double) throws -> Location {
        try XCTUnwrap(Location(latitude: latitude, longitude: longitude))
    }

    /// A square ring from `low` to `high` degrees, in the table's unit.
    private static func square(_ low: Int32, _ high: Int32) -> [(Int32, Int32)] {
        let (a, b) = (low * 20_000, high * 20_000)
        return [(a, a), (a, b), (b, b), (b, a)]
    }

    /// A table in generate.py's layout.
    private static func table(zones: [(String, String?)], rings: [(zone: UInt16, outer: UInt32, points: [(Int32, Int32)])])
        -> [UInt8]
    {
        var bytes = Array("FBZ1".utf8)
        func le<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        le(UInt16(zones.count))
        for (name, country) in zones {
            bytes += [UInt8(name.utf8.count)] + Array(name.utf8) + Array((country ?? "  ").utf8)
        }
        le(UInt32(rings.count))
        var streams: [[UInt8]] = []
        for ring in rings {
            var stream: [UInt8] = []
            var previous: (Int32, Int32) = (0, 0)
            for point in ring.points {
                for delta in [Int64(point.0 - previous.0), Int64(point.1 - previous.1)] {
                    var zigzag = UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
                    while zigzag >= 0x80 {
                        stream.append(UInt8(zigzag & 0x7F) | 0x80)
                        zigzag >>= 7
                    }
                    stream.append(UInt8(zigzag))
                }
                previous = point
            }
            let latitudes = ring.points.map(\.0)
            let longitudes = ring.points.map(\.1)
            le(ring.zone)
            le(ring.outer)
            for value in [latitudes.min(), longitudes.min(), latitudes.max(), longitudes.max()] { le(value ?? 0) }
            le(UInt32(ring.points.count))
            le(UInt32(stream.count))
            streams.append(stream)
        }
        return bytes + streams.flatMap { $0 }
    }
}
