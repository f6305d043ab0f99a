/// The public holidays of 20 of the countries with the most restaurants in OpenStreetMap, Finland's (the second city of
/// the reference tests), and every other country of the European Union and the EEA (issue 66), by their laws (checked
/// against opening-hours-py's calendars in `PublicHolidaysDifferentialTests`; where they differ, the law is followed
/// and the difference listed in `Fixtures/opening-hours/disagreements.tsv`). A holiday kept in some regions only is
/// `inSomeRegions`: `PH` is unknown that day. Russia is not listed: its days off move every year by decree.
/// Weekdays: 0 Monday ... 6 Sunday.
extension PublicHolidays {
    // swift-format-ignore
    static let calendars: [String: PublicHolidays] = [
        "AT": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(0), .easter(1), .on(5, 1), .easter(39), .easter(49), .easter(50), .easter(60),
            .on(8, 15), .on(10, 26), .on(11, 1), .on(12, 8), .on(12, 25), .on(12, 26),
        ]),
        "AU": PublicHolidays([
            .on(1, 1).movedOffWeekends, .on(1, 26).movedOffWeekends, .easter(-2), .easter(-1).inSomeRegions,
            .easter(0).inSomeRegions, .easter(1), .on(4, 25), .on(4, 25).inSomeRegions.movedOffWeekends,
            .nth(1, 0, of: 3).inSomeRegions, .nth(2, 0, of: 3).inSomeRegions, .nth(1, 0, of: 5).inSomeRegions,
            .nth(2, 0, of: 6).inSomeRegions, .nth(1, 0, of: 8).inSomeRegions, .nth(-1, 4, of: 9).inSomeRegions,
            .nth(1, 0, of: 10).inSomeRegions, .nth(1, 1, of: 11).inSomeRegions, .on(12, 24).inSomeRegions,
            .on(12, 25).movedOffWeekends, .on(12, 26).movedOffWeekends, .on(12, 31).inSomeRegions,
        ], substitution: .nextWeekday),
        "BE": PublicHolidays([
            .on(1, 1), .easter(1), .on(5, 1), .easter(39), .easter(50), .on(7, 21), .on(8, 15), .on(11, 1), .on(11, 11),
            .on(12, 25),
        ]),
        // Bulgaria (Labour Code, art. 154): Orthodox Easter from Good Friday to Monday; a holiday on a weekend gives
        // the next working day.
        "BG": PublicHolidays([
            .on(1, 1).movedOffWeekends, .on(3, 3).movedOffWeekends, .orthodoxEaster(-2), .orthodoxEaster(-1),
            .orthodoxEaster(0), .orthodoxEaster(1), .on(5, 1).movedOffWeekends, .on(5, 6).movedOffWeekends,
            .on(5, 24).movedOffWeekends, .on(9, 6).movedOffWeekends, .on(9, 22).movedOffWeekends,
            .on(12, 24).movedOffWeekends, .on(12, 25).movedOffWeekends, .on(12, 26).movedOffWeekends,
        ], substitution: .nextWeekday),
        "BR": PublicHolidays([
            .on(1, 1), .easter(-48).inSomeRegions, .easter(-47).inSomeRegions, .easter(-2), .on(4, 21), .on(5, 1),
            .easter(60).inSomeRegions, .on(9, 7), .on(10, 12), .on(11, 2), .on(11, 15), .on(11, 20).since(2024),
            .on(12, 25),
            // States' and cities' days: São Paulo city (25 Jan), Ceará (19 Mar), Rio de Janeiro (23 Apr), the
            // North-East's São João (24 Jun), Bahia (2 Jul), São Paulo state (9 Jul).
            .on(1, 25).inSomeRegions, .on(3, 19).inSomeRegions, .on(4, 23).inSomeRegions, .on(6, 24).inSomeRegions,
            .on(7, 2).inSomeRegions, .on(7, 9).inSomeRegions,
        ]),
        "CA": PublicHolidays([
            .on(1, 1), .on(1, 1).inSomeRegions.movedOffWeekends, .nth(3, 0, of: 2).inSomeRegions, .easter(-2),
            .easter(1).inSomeRegions, .first(0, from: 5, 18).inSomeRegions, .on(6, 24).inSomeRegions.movedOffWeekends,
            .on(7, 1), .on(7, 1).inSomeRegions.movedOffWeekends, .nth(1, 0, of: 8).inSomeRegions, .nth(1, 0, of: 9),
            .on(9, 30).inSomeRegions.movedOffWeekends, .nth(2, 0, of: 10).inSomeRegions,
            .on(11, 11).inSomeRegions.movedOffWeekends, .on(12, 25), .on(12, 25).inSomeRegions.movedOffWeekends,
            .on(12, 26).inSomeRegions.movedOffWeekends,
        ], substitution: .nextWeekday),
        "CH": PublicHolidays([
            .on(1, 1), .on(1, 2).inSomeRegions, .on(1, 6).inSomeRegions, .on(3, 1).inSomeRegions,
            .on(3, 19).inSomeRegions, .easter(-2).inSomeRegions, .easter(1).inSomeRegions, .on(5, 1).inSomeRegions,
            .easter(39), .easter(50).inSomeRegions, .easter(60).inSomeRegions, .on(6, 29).inSomeRegions, .on(8, 1),
            .on(8, 15).inSomeRegions, .first(6, from: 9, 15).inSomeRegions, .first(0, from: 9, 16).inSomeRegions,
            .on(11, 1).inSomeRegions, .on(12, 8).inSomeRegions, .on(12, 25), .on(12, 26).inSomeRegions,
            .on(12, 31).inSomeRegions,
        ]),
        // Cyprus: Green Monday and Easter by the Orthodox calendar.
        "CY": PublicHolidays([
            .on(1, 1), .on(1, 6), .orthodoxEaster(-48), .on(3, 25), .on(4, 1), .orthodoxEaster(-2), .orthodoxEaster(1),
            .on(5, 1), .orthodoxEaster(49), .orthodoxEaster(50), .on(8, 15), .on(10, 1), .on(10, 28), .on(12, 24),
            .on(12, 25), .on(12, 26),
        ]),
        "CZ": PublicHolidays([
            .on(1, 1), .easter(-2), .easter(1), .on(5, 1), .on(5, 8), .on(7, 5), .on(7, 6), .on(9, 28), .on(10, 28),
            .on(11, 17), .on(12, 24), .on(12, 25), .on(12, 26),
        ]),
        "DE": PublicHolidays([
            .on(1, 1), .on(1, 6).inSomeRegions, .on(3, 8).inSomeRegions, .easter(-2), .easter(0).inSomeRegions,
            .easter(1), .on(5, 1), .easter(39), .easter(49).inSomeRegions, .easter(50), .easter(60).inSomeRegions,
            .on(8, 8).inSomeRegions, .on(8, 15).inSomeRegions, .on(9, 20).inSomeRegions, .on(10, 3),
            .on(10, 31).inSomeRegions, .on(11, 1).inSomeRegions, .first(2, from: 11, 16).inSomeRegions, .on(12, 25),
            .on(12, 26),
        ]),
        // Denmark: Great Prayer Day was abolished from 2024; Constitution Day is not a day off by law.
        "DK": PublicHolidays([
            .on(1, 1), .easter(-3), .easter(-2), .easter(0), .easter(1), .easter(26).during(1900...2023), .easter(39),
            .easter(49), .easter(50), .on(12, 25), .on(12, 26),
        ]),
        "ES": PublicHolidays([
            .on(1, 1), .on(1, 6), .on(2, 28).inSomeRegions, .on(3, 1).inSomeRegions, .on(3, 19).inSomeRegions,
            .easter(-3).inSomeRegions, .easter(-2), .easter(1).inSomeRegions, .on(4, 23).inSomeRegions, .on(5, 1),
            .on(5, 2).inSomeRegions, .on(5, 17).inSomeRegions, .on(5, 30).inSomeRegions, .on(5, 31).inSomeRegions,
            .on(6, 9).inSomeRegions, .on(6, 24).inSomeRegions, .on(7, 25).inSomeRegions, .on(8, 15),
            .on(9, 2).inSomeRegions, .on(9, 8).inSomeRegions, .on(9, 11).inSomeRegions, .on(9, 15).inSomeRegions,
            .on(10, 9).inSomeRegions, .on(10, 12), .on(11, 1), .on(12, 6), .on(12, 8), .on(12, 25),
            .on(12, 26).inSomeRegions,
        ], substitution: .mondayInSomeRegions),
        // Finland: the days of its Act on holidays, with Midsummer Eve and Christmas Eve, which are days off by law
        // and agreement (the Annual Holidays Act counts them so) and whose shops and restaurants keep holiday hours.
        // Estonia: the days off of its Public Holidays and Days of National Importance Act (issue 66: `PH off` was
        // unknown every day there).
        "EE": PublicHolidays([
            .on(1, 1), .on(2, 24), .easter(-2), .easter(0), .on(5, 1), .easter(49), .on(6, 23), .on(6, 24), .on(8, 20),
            .on(12, 24), .on(12, 25), .on(12, 26),
        ]),
        "FI": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(-2), .easter(0), .easter(1), .on(5, 1), .easter(39), .easter(49),
            .first(4, from: 6, 19), .first(5, from: 6, 20), .first(5, from: 10, 31), .on(12, 6), .on(12, 24), .on(12, 25),
            .on(12, 26),
        ]),
        "FR": PublicHolidays([
            .on(1, 1), .easter(-2).inSomeRegions, .easter(1), .on(5, 1), .on(5, 8), .easter(39), .easter(50), .on(7, 14),
            .on(8, 15), .on(11, 1), .on(11, 11), .on(12, 25), .on(12, 26).inSomeRegions,
        ]),
        "GB": PublicHolidays([
            .on(1, 1).movedOffWeekends, .on(1, 2).inSomeRegions.movedOffWeekends,
            .on(3, 17).inSomeRegions.movedOffWeekends, .easter(-2), .easter(1).inSomeRegions, .nth(1, 0, of: 5),
            .nth(-1, 0, of: 5), .on(7, 12).inSomeRegions.movedOffWeekends, .nth(1, 0, of: 8).inSomeRegions,
            .nth(-1, 0, of: 8).inSomeRegions, .on(11, 30).inSomeRegions.movedOffWeekends, .on(12, 25).movedOffWeekends,
            .on(12, 26).movedOffWeekends,
        ], substitution: .nextWeekday),
        // Greece: Clean Monday, Easter and Whit Monday by the Orthodox calendar.
        "GR": PublicHolidays([
            .on(1, 1), .on(1, 6), .orthodoxEaster(-48), .on(3, 25), .orthodoxEaster(-2), .orthodoxEaster(0),
            .orthodoxEaster(1), .on(5, 1), .orthodoxEaster(49), .orthodoxEaster(50), .on(8, 15), .on(10, 28),
            .on(12, 25), .on(12, 26),
        ]),
        // Croatia (Act on Holidays, 2020).
        "HR": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(0), .easter(1), .on(5, 1), .on(5, 30), .easter(60), .on(6, 22), .on(8, 5),
            .on(8, 15), .on(11, 1), .on(11, 18), .on(12, 25), .on(12, 26),
        ]),
        // Hungary (Labour Code, s. 102); the bridge days a decree moves each year are not holidays.
        "HU": PublicHolidays([
            .on(1, 1), .on(3, 15), .easter(-2), .easter(0), .easter(1), .on(5, 1), .easter(49), .easter(50), .on(8, 20),
            .on(10, 23), .on(11, 1), .on(12, 25), .on(12, 26),
        ]),
        // Ireland (Organisation of Working Time Act, sch. 2): St Brigid's Day since 2023; a holiday on a weekend is
        // not moved by law (an employee's entitlement is another day off).
        "IE": PublicHolidays([
            .on(1, 1), HolidayRule(when: .brigid).since(2023), .on(3, 17), .easter(1), .nth(1, 0, of: 5),
            .nth(1, 0, of: 6), .nth(1, 0, of: 8), .nth(-1, 0, of: 10), .on(12, 25), .on(12, 26),
        ]),
        // Iceland: the First Day of Summer (the Thursday after 18 April), Commerce Day (August's first Monday);
        // Christmas Eve and New Year's Eve are holidays from 13:00 only: unknown, never a day closed or open.
        "IS": PublicHolidays([
            .on(1, 1), .easter(-3), .easter(-2), .easter(0), .easter(1), .first(3, from: 4, 19), .on(5, 1), .easter(39),
            .easter(49), .easter(50), .on(6, 17), .nth(1, 0, of: 8), .on(12, 24).inSomeRegions, .on(12, 25),
            .on(12, 26), .on(12, 31).inSomeRegions,
        ]),
        "IT": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(0), .easter(1), .on(4, 25), .on(5, 1), .on(6, 2), .on(8, 15),
            .on(10, 4).since(2026), .on(11, 1), .on(12, 8), .on(12, 25), .on(12, 26),
        ]),
        "JP": PublicHolidays(
            [
                .on(1, 1), .nth(2, 0, of: 1), .on(2, 11), .on(2, 23), HolidayRule(when: .equinox(march: true)),
                .on(4, 29), .on(5, 3), .on(5, 4), .on(5, 5), .nth(3, 0, of: 7), .on(8, 11), .nth(3, 0, of: 9),
                HolidayRule(when: .equinox(march: false)), .nth(2, 0, of: 10), .on(11, 3), .on(11, 23),
            ], substitution: .japan, years: 2022...2099),
        // Liechtenstein (Labour Act's holidays); the banks' other days off (2 January, Good Friday, 24 and 31
        // December) are not.
        "LI": PublicHolidays([
            .on(1, 1), .on(1, 6), .on(2, 2), .on(3, 19), .easter(1), .on(5, 1), .easter(39), .easter(49), .easter(50),
            .easter(60), .on(8, 15), .on(9, 8), .on(11, 1), .on(12, 8), .on(12, 25), .on(12, 26),
        ]),
        // Lithuania (Labour Code, art. 123): Mother's and Father's Days, the first Sundays of May and June, are
        // holidays too; All Souls' Day since 2020.
        "LT": PublicHolidays([
            .on(1, 1), .on(2, 16), .on(3, 11), .easter(0), .easter(1), .on(5, 1), .nth(1, 6, of: 5), .nth(1, 6, of: 6),
            .on(6, 24), .on(7, 6), .on(8, 15), .on(11, 1), .on(11, 2).since(2020), .on(12, 24), .on(12, 25),
            .on(12, 26),
        ]),
        // Luxembourg: Europe Day since 2019.
        "LU": PublicHolidays([
            .on(1, 1), .easter(1), .on(5, 1), .on(5, 9).since(2019), .easter(39), .easter(50), .on(6, 23), .on(8, 15),
            .on(11, 1), .on(12, 25), .on(12, 26),
        ]),
        // Latvia (Law on Public Holidays): Mother's Day is May's second Sunday; 4 May and 18 November on a weekend
        // give the Monday after.
        "LV": PublicHolidays([
            .on(1, 1), .easter(-2), .easter(0), .easter(1), .on(5, 1), .on(5, 4).movedOffWeekends, .nth(2, 6, of: 5),
            .easter(49), .on(6, 23), .on(6, 24), .on(11, 18).movedOffWeekends, .on(12, 24), .on(12, 25), .on(12, 26),
            .on(12, 31),
        ], substitution: .nextWeekday),
        // Malta: five national days and nine public holidays.
        "MT": PublicHolidays([
            .on(1, 1), .on(2, 10), .on(3, 19), .on(3, 31), .easter(-2), .on(5, 1), .on(6, 7), .on(6, 29), .on(8, 15),
            .on(9, 8), .on(9, 21), .on(12, 8), .on(12, 13), .on(12, 25),
        ]),
        "MX": PublicHolidays([
            .on(1, 1), .nth(1, 0, of: 2), .nth(3, 0, of: 3), .on(5, 1), .on(9, 16), .on(10, 1).every(6, since: 2024),
            .nth(3, 0, of: 11), .on(12, 25),
        ]),
        "NL": PublicHolidays([
            .on(1, 1), .easter(0), .easter(1), HolidayRule(when: .dateUnlessSunday(month: 4, day: 27)),
            .on(5, 5).every(5, since: 2025), .on(5, 5).inSomeRegions, .easter(39), .easter(49), .easter(50), .on(12, 25),
            .on(12, 26),
        ]),
        // Norway (Public Holidays Act, and 1 and 17 May by their own act).
        "NO": PublicHolidays([
            .on(1, 1), .easter(-3), .easter(-2), .easter(0), .easter(1), .on(5, 1), .on(5, 17), .easter(39), .easter(49),
            .easter(50), .on(12, 25), .on(12, 26),
        ]),
        "PL": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(0), .easter(1), .on(5, 1), .on(5, 3), .easter(49), .easter(60), .on(8, 15),
            .on(11, 1), .on(11, 11), .on(12, 24).since(2025), .on(12, 25), .on(12, 26),
        ]),
        "PT": PublicHolidays([
            .on(1, 1), .easter(-47).inSomeRegions, .easter(-2), .easter(0), .on(4, 25), .on(5, 1), .easter(60),
            .on(6, 10), .on(6, 13).inSomeRegions, .on(6, 24).inSomeRegions, .on(8, 15), .on(10, 5), .on(11, 1),
            .on(12, 1), .on(12, 8), .on(12, 25),
        ]),
        // Romania (Labour Code, art. 139): Easter and Pentecost by the Orthodox calendar, Good Friday since 2018,
        // Epiphany and St John's Day since 2024.
        "RO": PublicHolidays([
            .on(1, 1), .on(1, 2), .on(1, 6).since(2024), .on(1, 7).since(2024), .on(1, 24), .orthodoxEaster(-2).since(2018),
            .orthodoxEaster(0), .orthodoxEaster(1), .on(5, 1), .on(6, 1), .orthodoxEaster(49), .orthodoxEaster(50),
            .on(8, 15), .on(11, 30), .on(12, 1), .on(12, 25), .on(12, 26),
        ]),
        "SE": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(-2), .easter(0), .easter(1), .on(5, 1), .easter(39), .easter(49), .on(6, 6),
            .first(4, from: 6, 19), .first(5, from: 6, 20), .first(5, from: 10, 31), .on(12, 24), .on(12, 25),
            .on(12, 26), .on(12, 31),
        ]),
        // Slovenia (Public Holidays and Days Off Act): 2 January again since 2017.
        "SI": PublicHolidays([
            .on(1, 1), .on(1, 2), .on(2, 8), .easter(0), .easter(1), .on(4, 27), .on(5, 1), .on(5, 2), .easter(49),
            .on(6, 25), .on(8, 15), .on(10, 31), .on(11, 1), .on(12, 25), .on(12, 26),
        ]),
        // Slovakia: the consolidation acts of 2024 and 2025 suspended days off: 1 September and 17 November are none
        // by 2026; 8 May and 15 September were suspended for some years only. A day whose status the acts changed is
        // unknown from 2024 (1 September, 17 November: until 2025), never a guess.
        "SK": PublicHolidays([
            .on(1, 1), .on(1, 6), .easter(-2), .easter(1), .on(5, 1), .on(7, 5), .on(8, 29), .on(11, 1), .on(12, 24),
            .on(12, 25), .on(12, 26), .on(5, 8).during(1900...2023), .on(9, 1).during(1900...2023),
            .on(9, 15).during(1900...2023), .on(11, 17).during(1900...2023), .on(5, 8).since(2024).inSomeRegions,
            .on(9, 15).since(2024).inSomeRegions, .on(9, 1).during(2024...2025).inSomeRegions,
            .on(11, 17).during(2024...2025).inSomeRegions,
        ]),
        "UA": PublicHolidays(
            [
                .on(1, 1), .on(3, 8), .orthodoxEaster(0), .orthodoxEaster(49), .on(5, 1), .on(5, 8), .on(6, 28),
                .on(7, 15), .on(8, 24), .on(10, 1), .on(12, 25),
            ], years: 2024...2099),
        "US": PublicHolidays([
            .on(1, 1).movedOffWeekends, .nth(3, 0, of: 1), .nth(3, 0, of: 2), .nth(-1, 0, of: 5),
            .on(6, 19).since(2021).movedOffWeekends, .on(7, 4).movedOffWeekends, .nth(1, 0, of: 9),
            .nth(2, 0, of: 10).inSomeRegions, .on(11, 11).movedOffWeekends, .nth(4, 3, of: 11),
            .on(12, 25).movedOffWeekends,
            // States' days: Lincoln's Birthday (12 Feb: New York, Illinois, Connecticut, Missouri), Mardi Gras
            // (Louisiana), César Chávez Day (31 Mar), Emancipation Day (16 Apr: DC), Patriots' Day (Massachusetts,
            // Maine), Good Friday, Pioneer Day (24 Jul: Utah), the day after Thanksgiving, Christmas Eve.
            .on(2, 12).inSomeRegions, .easter(-47).inSomeRegions, .on(3, 31).inSomeRegions, .on(4, 16).inSomeRegions,
            .nth(3, 0, of: 4).inSomeRegions, .easter(-2).inSomeRegions, .on(7, 24).inSomeRegions,
            .first(4, from: 11, 23).inSomeRegions, .on(12, 24).inSomeRegions,
        ], substitution: .nearestWeekday),
    ]
}
