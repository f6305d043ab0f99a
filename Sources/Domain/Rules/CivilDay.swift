import OpeningHoursLanguage

/// A Gregorian calendar day as a count of days from 1970-01-01: the opening-hours library's, for every layer's dates
/// (holidays, Google's special days, output's ISO 8601 dates).
public typealias CivilDay = OpeningHoursLanguage.CivilDay
