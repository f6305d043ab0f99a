import Foundation

/// Instants in output: RFC 3339 in UTC, to the second ("2026-11-22T19:00:00Z"), by arithmetic on the Unix time
/// (days to a civil date as in Howard Hinnant's `civil_from_days`). Foundation's formatters load a calendar and
/// the local time zone first, which cost more than the rest of a 60-row answer.
enum ISO8601 {
    static func string(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        // Years 0000 to 9999, the ones RFC 3339 can write; anything else (a damaged cache) is left empty.
        guard seconds.isFinite, seconds >= -62_167_219_200, seconds < 253_402_300_800 else { return "" }
        let whole = Int(seconds.rounded(.down))
        let (days, second) = (whole.floorDivided(by: 86_400), whole.floorModulo(86_400))
        let (year, month, day) = civil(days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(second / 3600, 2)):\(pad(second % 3600 / 60, 2)):"
            + "\(pad(second % 60, 2))Z"
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int {
        self - floorDivided(by: divisor) * divisor
    }
}
