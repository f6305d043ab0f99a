/// The reader's language, region, units and clock: what is sent to the providers (`language`, `region`) and how
/// distances and times are written for a person (`units`, `hourCycle`). Each front end sets them around its calls
/// (`$current`: the command line from `--language`, `--region`, `--units`, `FOODYBITE_*`, the config file, then the
/// POSIX locale); without them, none are sent and output is metric on a 24-hour clock (`plain`), as in the C locale.
public struct Conventions: Equatable, Hashable, Sendable {
    /// A BCP 47 language tag (`fr`, `pt-BR`); nil: none is sent.
    public var language: String?
    /// A CLDR territory (`US`); nil: none is sent.
    public var region: String?
    public var units: UnitSystem
    public var hourCycle: HourCycle

    public init(language: String? = nil, region: String? = nil, units: UnitSystem = .metric, hourCycle: HourCycle = .h23) {
        self.language = language
        self.region = region
        self.units = units
        self.hourCycle = hourCycle
    }

    public static let plain = Conventions()

    @TaskLocal public static var current: Conventions?

    /// The conventions in use: the front end's, or `plain`.
    public static var inUse: Conventions { current ?? plain }

    /// What the POSIX locale says: the language and region of `LC_MESSAGES` (GNU's `LANGUAGE` list is not read: it
    /// orders message catalogues, and foodybite has none), the units of `LC_MEASUREMENT`'s territory and the clock of
    /// `LC_TIME`'s, each category read as the C library reads it (`LC_ALL` first, then the category, then `LANG`).
    public static func of(locale environment: [String: String]) -> Conventions {
        let messages = PosixLocale.of("MESSAGES", in: environment)
        return Conventions(
            language: messages?.languageTag, region: messages?.territory,
            units: .of(territory: PosixLocale.of("MEASUREMENT", in: environment)?.territory),
            hourCycle: .of(territory: PosixLocale.of("TIME", in: environment)?.territory))
    }

    /// A BCP 47 tag as a user writes one (`fr`, `pt-BR`, `zh-Hant-TW`): letters, digits and hyphens, a primary
    /// language of 2 or 3 letters, at most 35 characters; nil for anything else.
    public static func languageTag(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count <= 35, let primary = parts.first, (2...3).contains(primary.utf8.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({
                (1...8).contains($0.utf8.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        return parts.enumerated().map { index, part in
            index == 0 ? part.lowercased() : part.utf8.count == 2 ? part.uppercased() : String(part)
        }.joined(separator: "-")
    }

    /// A CLDR territory as a user writes one (`us`, `FR`): two ASCII letters, upper-cased; nil for anything else.
    public static func territory(_ text: String) -> String? {
        guard text.utf8.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return text.uppercased()
    }
}
