import Foundation

/// An instant written as ISO 8601's extended date and time with its offset (`2026-11-24T23:30:00+01:00`, `...Z`;
/// the seconds and a fraction of them optional), read strictly: every field in its range and the day in its month,
/// so that a date or time that does not exist (`2026-02-29`, `12:61`, `24:00`) is refused, never read as another
/// (Foundation's reader rolls them over: `2026-02-29` became 1 March).
public enum ISO8601Instant {
    public static func date(_ text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(4), reader.take("-"), let month = reader.number(2), reader.take("-"),
            let day = reader.number(2), reader.take("T") || reader.take("t"), let hour = reader.number(2),
            reader.take(":"), let minute = reader.number(2)
        else { return nil }
        var second = 0
        var fraction = 0.0
        if reader.take(":") {
            guard let whole = reader.number(2) else { return nil }
            second = whole
            if reader.take(".") || reader.take(",") {
                guard let digits = reader.digits(), digits.count <= 9 else { return nil }
                fraction = (Double("0." + digits) ?? 0)
            }
        }
        guard let offset = reader.offset(), reader.atEnd, (1...12).contains(month),
            (1...CivilDay.daysIn(month: month, year: year)).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...59).contains(second)
        else { return nil }
        let days = CivilDay(year: year, month: month, day: day).number
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits.
        mutating func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        mutating func digits() -> String? {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        /// `Z`, `+HH:MM` or `-HHMM`, in seconds east of UTC (at most 18 hours, as offsets go).
        mutating func offset() -> Int? {
            if take("Z") || take("z") { return 0 }
            let sign: Int
            if take("+") {
                sign = 1
            } else if take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(2) else { return nil }
            _ = take(":")
            guard let minutes = number(2), hours <= 18, minutes <= 59 else { return nil }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}
