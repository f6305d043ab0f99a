import Domain

/// Where a search's places are, as OpenStreetMap's areas around its centre tell (`is_in`, asked in the same request
/// as the places: `OverpassQuery`): the time zone of the smallest area that names one (`timezone` is missing on
/// some, e.g. countries with several zones, where a state has it), a time-zone boundary (`boundary=timezone`, drawn
/// where its clock is kept) before any administrative area (Indiana's `timezone` is Indianapolis's, its north-west
/// keeps Chicago's time), and the country: the smallest area with a code
/// ISO 3166-1 assigns (`ISO3166-1:alpha2`, else `ISO3166-1`), so that France métropolitaine's reserved `FX` inside
/// France is passed over for France's `FR`. A place's own `addr:country` wins over the area's. Built one area at a time
/// (`add`), each in constant work: an answer's thousands of areas cost what they weigh, never each area all the others.
struct OSMRegion: Equatable, Sendable {
    private(set) var country: String?
    private(set) var timeZone: String?
    /// The levels of the areas the zone and the country came from (-1: none yet).
    private var zoneLevel = -1
    private var countryLevel = -1

    static let none = OSMRegion()

    private init() {}

    /// The areas of an answer (elements of type `area`); the others are ignored.
    init(areas elements: [OverpassElement]) {
        self.init()
        for element in elements where element.type == "area" {
            if let tags = element.tags { add(tags) }
        }
    }

    /// The areas of these tags, in order.
    init(tags areas: [OSMTags]) {
        self.init()
        for tags in areas { add(tags) }
    }

    /// One more area: its zone and its country win over those of the larger areas seen so far (a lower
    /// `admin_level`; an area without one counts as 0); of two of one level, the first. For the zone, a time-zone
    /// boundary ranks above every administrative level.
    mutating func add(_ tags: OSMTags) {
        let level = Self.level(tags)
        let zoneRank = tags["boundary"] == "timezone" ? Self.timeZoneBoundary : level
        if zoneRank > zoneLevel, let zone = tags["timezone"].flatMap(PlaceAttributes.zone)?.identifier {
            (timeZone, zoneLevel) = (zone, zoneRank)
        }
        if level > countryLevel,
            let code = tags["ISO3166-1:alpha2"].flatMap(PlaceAttributes.countryCode)
                ?? tags["ISO3166-1"].flatMap(PlaceAttributes.countryCode)
        {
            (country, countryLevel) = (code, level)
        }
    }

    /// This region, its missing zone and country taken from `zone` (the table of zones at a place's point): what the
    /// areas named wins, the table fills in only what they left out.
    func filled(with zone: PlaceZone) -> OSMRegion {
        var region = self
        if region.timeZone == nil {
            region.timeZone = zone.timeZone
            region.country = region.country ?? zone.country
        } else if region.country == nil {
            region.country = zone.country
        }
        return region
    }

    static func == (lhs: OSMRegion, rhs: OSMRegion) -> Bool {
        lhs.country == rhs.country && lhs.timeZone == rhs.timeZone
    }

    /// Above the deepest `admin_level` (20).
    private static let timeZoneBoundary = 21

    private static func level(_ tags: OSMTags) -> Int {
        tags["admin_level"].flatMap { Int($0) }.map { min(max($0, 0), 20) } ?? 0
    }
}
