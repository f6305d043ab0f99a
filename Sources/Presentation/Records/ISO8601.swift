import Domain
import Foundation

/// Instants in output: RFC 3339 in UTC, to the second ("2026-11-22T19:00:00Z"), by arithmetic on the Unix time
/// (days to a civil date: `CivilDay`). Foundation's formatters load a calendar and
/// the local time zone first, which cost more than the rest of a 60-row answer.
public enum ISO8601 {
    public static func string(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        // Years 0000 to 9999, the ones RFC 3339 can write; anything else (a damaged cache) is left empty.
        guard seconds.isFinite, seconds >= -62_167_219_200, seconds < 253_402_300_800 else { return "" }
        let whole = Int(seconds.rounded(.down))
        let (days, second) = (whole.floorDivided(by: 86_400), whole.floorModulo(86_400))
        let (year, month, day) = CivilDay(number: days).civil
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(second / 3600, 2)):\(pad(second % 3600 / 60, 2)):"
            + "\(pad(second % 60, 2))Z"
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
