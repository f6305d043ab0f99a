import Domain
import Foundation

/// A `Retry-After` header (RFC 9110 §10.2.3): whole seconds, or an HTTP-date (IMF-fixdate `Sun, 06 Nov 1994 08:49:37
/// GMT`, and the obsolete RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT` and asctime `Sun Nov  6 08:49:37 1994` forms a
/// recipient must read), as seconds from `now` (0 for a date past); nil when it is neither.
enum RetryAfterHeader {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func seconds(_ header: String, now: Date) -> Int? {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.utf8.count <= 64 else { return nil }
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return Int(text).flatMap { $0 <= 1_000_000_000 ? $0 : nil } }
        guard let date = date(text) else { return nil }
        let seconds = (date - now.timeIntervalSince1970).rounded(.up)
        return seconds <= 0 ? 0 : Int(exactly: min(seconds, 1e9))
    }

    /// Seconds since 1970 of an HTTP-date in GMT.
    private static func date(_ text: String) -> Double? {
        let words = text.split { $0 == " " || $0 == "," }.map(String.init)
        var (day, month, year, clock): (Int?, Int?, Int?, String?)
        switch words.count {
        case 4 where words.last == "GMT" && words[1].contains("-"):
            // RFC 850: weekday, DD-Mon-YY HH:MM:SS GMT (a two-digit year in the century that makes it not more than 50
            // years ahead, as RFC 9110 says; taken here as 1970-2069)
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, let short = Int(parts[2]), parts[2].count == 2 else { return nil }
            (day, month, year, clock) = (Int(parts[0]), monthNumber(parts[1]), short < 70 ? 2000 + short : 1900 + short, words[2])
        case 6 where words.last == "GMT":
            // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
            (day, month, year, clock) = (Int(words[1]), monthNumber(words[2]), Int(words[3]), words[4])
        case 5:
            // asctime: Sun Nov  6 08:49:37 1994
            (day, month, year, clock) = (Int(words[2]), monthNumber(words[1]), Int(words[4]), words[3])
        default: return nil
        }
        let time = (clock ?? "").split(separator: ":").compactMap { Int($0) }
        guard let day, let month, let year, (1...31).contains(day), (1900...9999).contains(year), time.count == 3,
            (0...23).contains(time[0]), (0...59).contains(time[1]), (0...60).contains(time[2]),
            day <= CivilDay.daysIn(month: month, year: year)
        else { return nil }
        let days = CivilDay(year: year, month: month, day: day).number
        return Double(days) * 86_400 + Double(time[0] * 3_600 + time[1] * 60 + time[2])
    }

    private static func monthNumber(_ text: String) -> Int? {
        months.firstIndex(of: text.lowercased()).map { $0 + 1 }
    }
}
