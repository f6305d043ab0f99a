/// What Overpass's `is_in` finds around a point: areas (ids are Overpass's: 3600000000 plus the relation's; under the
/// real server's standard rules only relations become areas) and the closed ways around it (`elementType` "way": the
/// real `is_in` returns them too, as `way` elements, which an `area.SET[...]` statement never selects). The data
/// set's: France and Italy name their zone and country (Spain and Portugal too, for a search across their border),
/// and France carries hundreds of tags, as the real relation does
/// (Overpass prints them sorted by key: `timezone` comes after 500 others), and France métropolitaine inside it carries
/// the reserved code `FX`, as the real relation does; Australia names no zone (it has several) and
/// New South Wales does; Japan, for the data set's Kyoto ward and for tests in Tokyo. A box stands for each boundary,
/// large enough for the places the data set has there; areas read from a real extract (`OSMWorld`) have their rings.
struct SandboxArea: Sendable {
    let id: Int64
    let latitudes: ClosedRange<Double>
    let longitudes: ClosedRange<Double>
    let tags: [String: String]
    /// Outer rings, (latitude, longitude); none: the box.
    var rings: [[(Double, Double)]] = []
    var elementType = "area"

    func contains(latitude: Double, longitude: Double) -> Bool {
        guard latitudes.contains(latitude) && longitudes.contains(longitude) else { return false }
        return rings.isEmpty || rings.contains { Self.ring($0, contains: (latitude, longitude)) }
    }

    var json: OverpassAnswer.Element {
        OverpassAnswer.Element(type: elementType, id: id, tags: tags)
    }

    /// Ray casting: whether a point is inside a closed ring.
    private static func ring(_ ring: [(Double, Double)], contains point: (Double, Double)) -> Bool {
        var inside = false
        var previous = ring.last ?? point
        for current in ring {
            if (current.0 > point.0) != (previous.0 > point.0),
                point.1 < (previous.1 - current.1) * (point.0 - current.0) / (previous.0 - current.0) + current.1
            {
                inside.toggle()
            }
            previous = current
        }
        return inside
    }

    /// An area or closed way around `rings`, its box computed.
    static func bounded(id: Int64, tags: [String: String], rings: [[(Double, Double)]], elementType: String) -> SandboxArea? {
        let points = rings.joined()
        guard let south = points.map(\.0).min(), let north = points.map(\.0).max(), let west = points.map(\.1).min(),
            let east = points.map(\.1).max()
        else { return nil }
        return SandboxArea(
            id: id, latitudes: south...north, longitudes: west...east, tags: tags, rings: rings, elementType: elementType)
    }

    static let all: [SandboxArea] = [
        country(2_202_162, "France", "FR", zone: "Europe/Paris", box: (42.3, -4.8, 51.1, 8.2), names: 520),
        // France métropolitaine, inside France, with the code ISO 3166-1 reserves for it (`FX`): no country.
        SandboxArea(
            id: 3_601_403_916, latitudes: 42.3...51.1, longitudes: -4.8...8.2,
            tags: [
                "admin_level": "3", "boundary": "administrative", "name": "France métropolitaine", "ISO3166-1": "FX",
                "ISO3166-1:alpha2": "FX", "ISO3166-1:alpha3": "FXX",
            ]),
        country(365_331, "Italia", "IT", zone: "Europe/Rome", box: (36.6, 8.2, 47.1, 18.5)),
        // Spain and Portugal meet between Badajoz and Elvas (their boxes' edge: longitude -7.03), an hour apart.
        country(1_311_341, "España", "ES", zone: "Europe/Madrid", box: (36.0, -7.03, 43.8, 3.3)),
        country(295_480, "Portugal", "PT", zone: "Europe/Lisbon", box: (36.9, -9.5, 42.2, -7.03)),
        country(80_500, "Australia", "AU", zone: nil, box: (-43.7, 113.3, -10.6, 153.7)),
        SandboxArea(
            id: 3_602_316_593, latitudes: -37.5...(-28.2), longitudes: 141.0...153.7,
            tags: [
                "admin_level": "4", "boundary": "administrative", "name": "New South Wales", "ISO3166-2": "AU-NSW",
                "timezone": "Australia/Sydney",
            ]),
        country(382_313, "日本", "JP", zone: "Asia/Tokyo", box: (24.0, 122.9, 45.6, 146.0)),
        // A closed way around Dijon's centre that `is_in` returns beside the areas (a named square); only an
        // `area.SET` statement's areas are a region's, so its odd tags must never reach a place.
        SandboxArea(
            id: 4_242_424, latitudes: 47.30...47.34, longitudes: 5.00...5.08,
            tags: ["name": "Place du Sandbox", "place": "square", "timezone": "Asia/Tokyo", "ISO3166-1": "JP"],
            elementType: "way"),
    ]

    private static func country(
        _ relation: Int64, _ name: String, _ code: String, zone: String?,
        box: (south: Double, west: Double, north: Double, east: Double), names: Int = 0
    ) -> SandboxArea {
        var tags = [
            "admin_level": "2", "boundary": "administrative", "name": name, "ISO3166-1": code,
            "ISO3166-1:alpha2": code,
        ]
        tags["timezone"] = zone
        // `name:aa` ... : the names in other languages a country's relation carries (France's: several hundred).
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for index in 0..<names {
            tags["name:\(letters[index / 26 % 26])\(letters[index % 26])"] = name
        }
        return SandboxArea(
            id: 3_600_000_000 + relation, latitudes: box.south...box.north, longitudes: box.west...box.east, tags: tags)
    }
}
