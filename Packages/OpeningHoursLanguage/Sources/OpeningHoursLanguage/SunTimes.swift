import Foundation

/// Dawn, sunrise, sunset and dusk of a day at a place, in minutes from the local midnight, for `opening_hours`'
/// `sunrise-sunset` and `(sunset-01:00)`: the Almanac for Computers' algorithm (1990; within a minute or two of
/// the US Naval Observatory's tables), sunrise and sunset with the sun's centre 0.833° below the horizon, dawn and
/// dusk (civil twilight) 6°. Nil on a day the sun does not rise or set there (polar day or night).
struct SunTimes: Equatable, Sendable {
    enum Event: Equatable, Sendable {
        case dawn, sunrise, sunset, dusk
    }

    private let dawn: Int
    private let sunrise: Int
    private let sunset: Int
    private let dusk: Int

    func minutes(_ event: Event) -> Int {
        switch event {
        case .dawn: dawn
        case .sunrise: sunrise
        case .sunset: sunset
        case .dusk: dusk
        }
    }

    /// The day's times, `calendar`'s time zone giving the local clock (its offset at noon that day).
    init?(year: Int, month: Int, day: Int, at coordinate: Coordinate, in calendar: Calendar) {
        let dayOfYear = CivilDay(year: year, month: month, day: day).dayOfYear
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else { return nil }
        let offset = Double(calendar.timeZone.secondsFromGMT(for: noon)) / 60
        let times = [(96.0, true), (90.833, true), (90.833, false), (96.0, false)].map { zenith, rising in
            Self.utcMinutes(dayOfYear, coordinate, zenith: zenith, rising: rising).map {
                (Int(($0 + offset).rounded()) % 1440 + 1440) % 1440
            }
        }
        guard let dawn = times[0], let sunrise = times[1], let sunset = times[2], let dusk = times[3] else { return nil }
        (self.dawn, self.sunrise, self.sunset, self.dusk) = (dawn, sunrise, sunset, dusk)
    }

    /// Minutes after 00:00 UTC of the event, or nil when the sun does not reach that zenith that day.
    private static func utcMinutes(_ dayOfYear: Int, _ coordinate: Coordinate, zenith: Double, rising: Bool) -> Double? {
        let radians = Double.pi / 180
        let lngHour = coordinate.longitude / 15
        let t = Double(dayOfYear) + ((rising ? 6 : 18) - lngHour) / 24
        let meanAnomaly = 0.9856 * t - 3.289
        let longitude = normalized(
            meanAnomaly + 1.916 * sin(meanAnomaly * radians) + 0.020 * sin(2 * meanAnomaly * radians) + 282.634, 360)
        var ascension = normalized(atan(0.91764 * tan(longitude * radians)) / radians, 360)
        ascension += (longitude / 90).rounded(.down) * 90 - (ascension / 90).rounded(.down) * 90
        ascension /= 15
        let sinDeclination = 0.39782 * sin(longitude * radians)
        let cosDeclination = cos(asin(sinDeclination))
        let cosHour =
            (cos(zenith * radians) - sinDeclination * sin(coordinate.latitude * radians))
            / (cosDeclination * cos(coordinate.latitude * radians))
        guard (-1...1).contains(cosHour) else { return nil }
        let hourAngle = (rising ? 360 - acos(cosHour) / radians : acos(cosHour) / radians) / 15
        let localMean = hourAngle + ascension - 0.06571 * t - 6.622
        return normalized(localMean - lngHour, 24) * 60
    }

    private static func normalized(_ value: Double, _ period: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: period)
        return remainder < 0 ? remainder + period : remainder
    }
}
