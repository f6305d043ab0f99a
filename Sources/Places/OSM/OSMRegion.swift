import Domain

/// Where a search's places are, as OpenStreetMap's areas around its centre tell (`is_in`, asked in the same request
/// as the places: `OverpassQuery`): the time zone of the smallest area that names one (`timezone` is missing on
/// some, e.g. countries with several zones, where a state has it), and the country: the smallest area with a code
/// ISO 3166-1 assigns (`ISO3166-1:alpha2`, else `ISO3166-1`), so that France métropolitaine's reserved `FX` inside
/// France is passed over for France's `FR`. A place's own `addr:country` wins over the area's.
struct OSMRegion: Equatable, Sendable {
    let country: String?
    let timeZone: String?

    static let none = OSMRegion(country: nil, timeZone: nil)

    /// The areas of an answer (elements of type `area`); the others are ignored.
    init(areas elements: [OverpassElement]) {
        let areas = elements.filter { $0.type == "area" }.compactMap(\.tags)
        // Smallest first: the highest admin_level (an area without one, e.g. a time-zone boundary, counts as 0).
        let bySize = areas.sorted { Self.level($0) > Self.level($1) }
        timeZone = bySize.lazy.compactMap { $0["timezone"].flatMap(PlaceAttributes.zone)?.identifier }.first
        country =
            bySize.lazy.compactMap { tags in
                (tags["ISO3166-1:alpha2"].flatMap(PlaceAttributes.countryCode)
                    ?? tags["ISO3166-1"].flatMap(PlaceAttributes.countryCode))
            }.first
    }

    private init(country: String?, timeZone: String?) {
        self.country = country
        self.timeZone = timeZone
    }

    private static func level(_ tags: OSMTags) -> Int {
        tags["admin_level"].flatMap { Int($0) }.map { min(max($0, 0), 20) } ?? 0
    }
}
