/// A POSIX locale name as the C library reads `LANG` and `LC_*` (`fr_FR.UTF-8`, `pt_BR`, `en_US.UTF-8@euro`): its
/// language and territory, read from the name itself (not from the locales the system has installed: a machine with
/// only the C locales still has users in Paris). `C`, `C.UTF-8`, `POSIX` or a name that is not one: none.
public struct PosixLocale: Equatable, Sendable {
    /// `fr` (lower case, 2 or 3 letters).
    public let language: String
    /// `FR` (upper case, 2 letters), when the name has one.
    public let territory: String?

    public init?(_ name: String) {
        let base = name.split(separator: "@", maxSplits: 1).first.map { $0.split(separator: ".", maxSplits: 1) }?.first ?? ""
        let parts = base.split(separator: "_", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].utf8.count),
            parts[0].allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        let language = parts[0].lowercased()
        guard language != "c" else { return nil }
        var territory: String?
        if parts.count == 2 {
            guard parts[1].utf8.count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            territory = parts[1].uppercased()
        }
        self.language = language
        self.territory = territory
    }

    /// The locale a category is read in, as the C library decides: `LC_ALL`, then `LC_<CATEGORY>`, then `LANG`, the
    /// first set and not empty; nil when none is, or it names no language (`C`, `POSIX`).
    public static func of(_ category: String, in environment: [String: String]) -> PosixLocale? {
        let name = ["LC_ALL", "LC_" + category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return name.flatMap(PosixLocale.init)
    }

    /// As a BCP 47 language tag: the language (`fr`), with the territory only where it names another written
    /// language (`zh-TW`, `pt-BR`: Chinese in traditional characters, Brazilian Portuguese).
    public var languageTag: String {
        guard let territory, ["zh", "pt"].contains(language) else { return language }
        return language + "-" + territory
    }
}
