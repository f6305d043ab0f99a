/// One setting foodybite reads: its config file key, its `FOODYBITE_*` variable, what it means, its default, and
/// what it holds (checked before `config set` writes it). Settings are declared where they are used (the core ones
/// with the configuration, a provider's or a router's with its registration) and gathered in a `SettingsCatalogue`:
/// help, the man page, `config show` and docs/configuration.md's table come from that one list.
public struct Setting: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Text the code that uses it checks.
        case text
        /// An http(s) base URL, without `user:password@`.
        case url
        /// A service's API key: a secret (masked, never printed, never a flag), named after its service in messages.
        case key(service: String)
        /// One of these words.
        case choice([String])
    }

    /// The config file key (`places_api_key`).
    public let rawValue: String
    public let kind: Kind
    /// What it means, in a few words (help, `config show`, docs/configuration.md).
    public let summary: String
    public let defaultValue: String?

    public init(_ key: String, _ kind: Kind = .text, summary: String, default defaultValue: String? = nil) {
        rawValue = key
        self.kind = kind
        self.summary = summary
        self.defaultValue = defaultValue
    }

    public var environmentVariable: String { "FOODYBITE_" + rawValue.uppercased() }

    public var isSecret: Bool {
        if case .key = kind { return true }
        return false
    }

    /// One key, one setting (its summary may be worded for the build: the providers it names).
    public static func == (lhs: Setting, rhs: Setting) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
