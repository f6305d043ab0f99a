/// Every setting a build reads, in the order help lists them, and the variables read from the environment only:
/// `--help` (and so the man page), `config show` and docs/configuration.md's table come from here (a test compares the document
/// with the live catalogue), so they cannot drift.
public struct SettingsCatalogue: Sendable {
    public let settings: [Setting]

    public init(_ settings: [Setting]) {
        var seen = Set<String>()
        self.settings = settings.filter { seen.insert($0.rawValue).inserted }
    }

    public subscript(key: String) -> Setting? { settings.first { $0.rawValue == key } }

    /// The variables read from the environment only (no config key).
    public static let environmentOnly: [(name: String, summary: String, defaultValue: String?)] = [
        ("FOODYBITE_GEOIP_URL", "IP geolocation endpoint, or 'off'", "https://ipinfo.io/json"),
        ("FOODYBITE_LOG_LEVEL", "stderr diagnostics: warning, info or debug", "warning"),
        ("FOODYBITE_NOW", "judge OpenStreetMap hours at this ISO 8601 instant, not now", nil),
        ("FOODYBITE_LIBCURL", "the libcurl loaded on the first request (a file name or path)", "libcurl.so.4"),
        ("FOODYBITE_STORE_PASSWORD", "the password of the store's PostgreSQL user (never in the URL)", nil),
        ("FOODYBITE_STORE_PASSWORD_FILE", "a file whose first line is that password", nil),
        ("TZ", "the time zone OpenStreetMap hours are read in (else the system's)", nil),
        ("NO_COLOR", "no colour, even on a terminal", nil),
        ("COLUMNS", "the width tables and maps fit (else the terminal's, else 80)", nil),
    ]

    /// The ENVIRONMENT section of `foodybite --help`: short lines, as help is wrapped at 80 columns.
    public var helpText: String {
        let rows =
            settings.map { ($0.environmentVariable, $0.summary, $0.defaultValue, "config key \($0.rawValue)") }
            + Self.environmentOnly.map { ($0.name, $0.summary, $0.defaultValue, "no config key") }
        let lines = rows.flatMap { name, summary, defaultValue, key -> [String] in
            let meaning = "      " + summary
            guard let defaultValue else { return ["  \(name) (\(key))", meaning] }
            let both = meaning + "; default " + defaultValue
            return ["  \(name) (\(key))"] + (both.count <= 76 ? [both] : [meaning, "      default " + defaultValue])
        }
        return (["ENVIRONMENT (a flag wins over a variable, a variable over the config file):"] + lines)
            .joined(separator: "\n")
    }

    /// docs/configuration.md's table of settings, row for row.
    public var markdownTable: String {
        let header = ["| config key | variable | meaning | default |", "|---|---|---|---|"]
        let keyed = settings.map { setting in
            "| `\(setting.rawValue)` | `\(setting.environmentVariable)` | \(setting.summary) | "
                + (setting.defaultValue.map { "`\($0)`" } ?? "none") + " |"
        }
        let others = Self.environmentOnly.map { name, summary, defaultValue in
            "| | `\(name)` | \(summary) | " + (defaultValue.map { "`\($0)`" } ?? "unset") + " |"
        }
        return (header + keyed + others).joined(separator: "\n")
    }
}
