/// The areas Overpass's `is_in` finds around the data set's places, with the tags OpenStreetMap gives them (ids are
/// Overpass's: 3600000000 plus the boundary relation's): France and Italy name their zone and country; Australia
/// names no zone (it has several) and New South Wales does; Japan, for the data set's Kyoto ward and for tests in
/// Tokyo. A box stands for each boundary, large enough for the places the data set has there.
struct SandboxArea: Sendable {
    let id: Int64
    let latitudes: ClosedRange<Double>
    let longitudes: ClosedRange<Double>
    let tags: [String: String]

    func contains(latitude: Double, longitude: Double) -> Bool {
        latitudes.contains(latitude) && longitudes.contains(longitude)
    }

    var json: [String: Any] { ["type": "area", "id": id, "tags": tags] }

    static let all: [SandboxArea] = [
        country(2_202_162, "France", "FR", zone: "Europe/Paris", box: (42.3, -4.8, 51.1, 8.2)),
        country(365_331, "Italia", "IT", zone: "Europe/Rome", box: (36.6, 8.2, 47.1, 18.5)),
        country(80_500, "Australia", "AU", zone: nil, box: (-43.7, 113.3, -10.6, 153.7)),
        SandboxArea(
            id: 3_602_316_593, latitudes: -37.5...(-28.2), longitudes: 141.0...153.7,
            tags: [
                "admin_level": "4", "boundary": "administrative", "name": "New South Wales", "ISO3166-2": "AU-NSW",
                "timezone": "Australia/Sydney",
            ]),
        country(382_313, "日本", "JP", zone: "Asia/Tokyo", box: (24.0, 122.9, 45.6, 146.0)),
    ]

    private static func country(
        _ relation: Int64, _ name: String, _ code: String, zone: String?,
        box: (south: Double, west: Double, north: Double, east: Double)
    ) -> SandboxArea {
        var tags = [
            "admin_level": "2", "boundary": "administrative", "name": name, "ISO3166-1": code,
            "ISO3166-1:alpha2": code,
        ]
        tags["timezone"] = zone
        return SandboxArea(
            id: 3_600_000_000 + relation, latitudes: box.south...box.north, longitudes: box.west...box.east, tags: tags)
    }
}
