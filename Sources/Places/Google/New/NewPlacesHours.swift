import Domain

/// A place's hours as Places API (New) gives them, for `--open-at` and `--open-on-arrival` (`OpeningPeriods`): the
/// regular week (`regularOpeningHours.periods`), the special days of the coming seven (`currentOpeningHours`'s
/// `specialDays`, with the periods that open on them) and the place's zone (`timeZone`), so that each place is judged
/// on its own clock. Asked only when a query needs them (`fieldMask`): the search already is in the Enterprise tier
/// (`currentOpeningHours.openNow`), so they cost bytes (about 1.3 KB a place), not a dearer request.
enum NewPlacesHours {
    static let fields = [
        "currentOpeningHours.periods", "currentOpeningHours.specialDays", "regularOpeningHours.periods", "timeZone",
    ]

    /// `base` with the hours' fields of each place, when the query judges hours.
    static func fieldMask(_ base: String, _ query: NearbySearchQuery) -> String {
        guard !query.attributes.hoursOnly.isEmpty else { return base }
        return base + "," + fields.map { "places." + $0 }.joined(separator: ",")
    }

    /// Its hours and zone as map data; nil when Google sent no periods (the fields were not asked, or it has none).
    static func attributes(_ dto: NewPlaceDTO) -> PlaceAttributes? {
        guard let periods = periods(dto) else { return nil }
        return PlaceAttributes(timeZone: dto.timeZone?.id, periods: periods)
    }

    static func periods(_ dto: NewPlaceDTO) -> OpeningPeriods? {
        let regular = (dto.regularOpeningHours?.periods ?? []).flatMap { weekly($0) ?? [] }
        let current = dto.currentOpeningHours
        let specialDays = (current?.specialDays ?? []).compactMap { $0.date.flatMap(civilDay) }
        let special = (current?.periods ?? []).compactMap(dated).filter { specialDays.contains($0.day) }.map(\.span)
        guard !regular.isEmpty || !specialDays.isEmpty else { return nil }
        return OpeningPeriods(
            regular: regular.isEmpty ? nil : regular, special: special, specialDays: specialDays.map(\.number))
    }

    /// A period of the regular week; one without a close is open all the time (Google's `24/7`): every day, all day,
    /// so that a special day closes it that day only.
    private static func weekly(_ period: NewPlaceDTO.Period) -> [OpeningPeriods.Span]? {
        guard let open = period.open, let day = open.day, (0...6).contains(day), let start = minute(open) else { return nil }
        guard let close = period.close else { return (0...6).map { OpeningPeriods.Span(day: $0, start: 0, minutes: 1440) } }
        guard let closeDay = close.day, (0...6).contains(closeDay), let end = minute(close) else { return nil }
        let length = ((closeDay * 1440 + end) - (day * 1440 + start) + OpeningPeriods.week) % OpeningPeriods.week
        return [OpeningPeriods.Span(day: day, start: start, minutes: length == 0 ? OpeningPeriods.week : length)]
    }

    /// A dated period (of `currentOpeningHours`), on its opening day's `CivilDay` number.
    private static func dated(_ period: NewPlaceDTO.Period) -> (day: CivilDay, span: OpeningPeriods.Span)? {
        guard let open = period.open, let openDay = open.date.flatMap(civilDay), let start = minute(open),
            let close = period.close, let closeDay = close.date.flatMap(civilDay), let end = minute(close)
        else { return nil }
        let length = (closeDay.number - openDay.number) * 1440 + end - start
        return (openDay, OpeningPeriods.Span(day: openDay.number, start: start, minutes: length))
    }

    private static func minute(_ point: NewPlaceDTO.Period.Point) -> Int? {
        guard let hour = point.hour, let minute = point.minute, (0...24).contains(hour), (0...59).contains(minute),
            hour * 60 + minute <= 1440
        else { return nil }
        return hour * 60 + minute
    }

    private static func civilDay(_ date: NewPlaceDTO.CalendarDate) -> CivilDay? {
        guard (1...9999).contains(date.year), (1...12).contains(date.month),
            (1...CivilDay.daysIn(month: date.month, year: date.year)).contains(date.day)
        else { return nil }
        return CivilDay(year: date.year, month: date.month, day: date.day)
    }
}
