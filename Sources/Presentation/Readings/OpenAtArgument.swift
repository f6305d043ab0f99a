import Domain
import Foundation

/// `--open-at WHEN`: a moment as `OpeningMoment` reads it; anything else is refused with the forms it reads.
public enum OpenAtArgument {
    public static func parse(_ text: String) throws(UsageError) -> OpeningMoment {
        try moment(text)
    }

    /// The moment, or a usage error in the reader's words (a front end that is not a command line has no help to
    /// point to).
    public static func moment(_ text: String) throws(UsageError) -> OpeningMoment {
        do {
            return try OpeningMoment(text)
        } catch {
            throw UsageError(
                "\(OptionName.openAt) '\(TerminalSafe.line(String(text.prefix(40))))' is not a moment: use 21:30, 9:30pm, sun 12:00, tomorrow 12:30 or 2026-12-24T19:00 (ISO 8601, with or without an offset)"
            )
        }
    }

    /// The filter for a moment seen from `now`, read in `zone` (the user's) for a server that judges it itself; a wall
    /// time that zone's clocks skip is a usage error (another zone's skipped time leaves its places out).
    public static func filter(_ moment: OpeningMoment, now: Date, zone: TimeZone) throws -> OpenAtFilter {
        do {
            _ = try moment.instant(in: zone, now: now)
        } catch .doesNotExist(let wallTime, let zone) {
            throw UsageError("\(OptionName.openAt(moment.text)): \(wallTime) does not exist in \(zone) (the clocks skip it)")
        } catch {
            throw UsageError("\(OptionName.openAt(moment.text)) is not a moment foodybite can find")
        }
        return OpenAtFilter(moment, now: now, zone: zone)
    }
}
