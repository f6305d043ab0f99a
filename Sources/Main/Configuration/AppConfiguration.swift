import Domain
import Foundation
import Networking
import Presentation

/// Every setting, resolved: `FOODYBITE_*` environment > config file > default (flags win over all three, in the
/// commands that have them). Values are checked where they are used, with messages naming their source.
struct AppConfiguration: Sendable {
    enum Source: String, Sendable {
        case environment, file, `default`
    }

    struct Value: Sendable, Equatable {
        let text: String
        let source: Source
    }

    /// The values by their setting's key: a `[String: Value]`, not a `[Setting: Value]`, whose type the runtime would
    /// set up at the first read by searching the whole binary for `Setting: Hashable` (about 0.5 M instructions).
    private struct Values {
        var byKey: [String: Value] = [:]

        subscript(_ key: Setting) -> Value? {
            get { byKey[key.rawValue] }
            set { byKey[key.rawValue] = newValue }
        }
    }

    private let values: Values
    /// Every key set, never to be printed.
    let secrets: [String]
    /// Problems found while reading the file (unreadable, readable by others while holding a secret).
    let warnings: [String]
    let fileError: ConfigFileError?

    /// `settings`: every setting the build reads (`SettingsCatalogue.live`); a value of any other is not read.
    init(environment: [String: String], file: ConfigFile?, settings: [Setting]) {
        var fileValues: [String: String] = [:]
        var warnings: [String] = []
        var fileError: ConfigFileError?
        if let file {
            do {
                fileValues = try file.read()
            } catch {
                fileError = error
            }
            let holdsSecret = settings.contains { $0.isSecret && fileValues[$0.rawValue] != nil }
            if holdsSecret && file.isReadableByOthers {
                warnings.append("\(file.url.path) holds a secret and is readable by others: chmod 600 it")
            }
        }
        var values = Values()
        var secrets: [String] = []
        for key in settings {
            if let value = Self.nonEmpty(environment[key.environmentVariable]) {
                values[key] = Value(text: value, source: .environment)
            } else if let value = Self.nonEmpty(fileValues[key.rawValue]) {
                values[key] = Value(text: value, source: .file)
            } else if let value = key.defaultValue {
                values[key] = Value(text: value, source: .default)
            }
            if key.isSecret, let text = values[key]?.text { secrets.append(text) }
        }
        self.values = values
        self.secrets = secrets
        self.warnings = warnings
        self.fileError = fileError
    }

    func value(_ key: Setting) -> Value? { values[key] }

    /// The configured provider: one of `registered`, or `all` (unchecked here: the registry knows which exist).
    func provider(among registered: [PlacesProvider]) throws(ConfigurationError) -> ProviderChoice {
        let setting = Setting.provider()
        guard let text = values[setting]?.text, let choice = ProviderChoice(rawValue: text.lowercased()),
            !choice.providers(among: registered).isEmpty
        else {
            throw invalid(setting, "must be \((registered.map(\.rawValue) + ["all"]).joinedAsAlternatives())")
        }
        return choice
    }

    /// Whether the provider is left at its default (no variable, no config file line).
    var providerIsDefault: Bool { values[Setting.provider()]?.source ?? .default == .default }

    /// The configured kinds of place (`nearby --kind`'s default): a kind or a comma list of them.
    func defaultKinds() throws(ConfigurationError) -> [PlaceKind] {
        guard let text = values[.placeKinds]?.text else { return PlaceKind.default }
        guard let kinds = PlaceKind.list(text) else {
            throw invalid(
                .placeKinds, "must be \(PlaceKind.allCases.map(\.rawValue).joinedAsAlternatives()), or a comma list of them")
        }
        return kinds
    }

    /// The reader's conventions: each of `flags` (the command line), else the environment or the config file, else
    /// what the POSIX locale says (`Conventions.of(locale:)`); a value that is not one is an error naming where it is.
    func conventions(_ flags: ConventionFlags, locale environment: [String: String]) throws(ConfigurationError)
        -> Conventions
    {
        var conventions = Conventions.of(locale: environment)
        if let language = flags.language {
            conventions.language = language
        } else if let text = values[.language]?.text {
            guard let tag = Conventions.languageTag(text) else { throw invalid(.language, "must be a BCP 47 tag: fr, pt-BR") }
            conventions.language = tag
        }
        if let region = flags.region {
            conventions.region = region
        } else if let text = values[.region]?.text {
            guard let territory = Conventions.territory(text) else { throw invalid(.region, "must be two letters: US, FR") }
            conventions.region = territory
        }
        if let units = flags.units {
            conventions.units = units
        } else if values[.units] != nil, let units = UnitSystem(rawValue: try choice(.units)) {
            conventions.units = units
        }
        return conventions
    }

    /// A service's key (a setting of kind `.key`), or how to set it (never on a command line).
    func key(_ key: Setting) throws(ConfigurationError) -> String {
        guard case .key(let service) = key.kind else { throw ConfigurationError("\(key.rawValue) is not a key") }
        guard let value = values[key]?.text else {
            throw ConfigurationError(
                "no \(service) API key: export \(key.environmentVariable)=<your key>, or run \(SuggestedCommand.configSet(key: key.rawValue, value: nil)) (reads it from stdin)"
            )
        }
        // No API key has a space or a control character: a pasted CR or LF is caught here, not sent in a header.
        guard value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            let origin = values[key]?.source == .file ? "\(key.rawValue) in the config file" : key.environmentVariable
            throw ConfigurationError(
                "\(origin) holds a character no \(service) API key has (a space, a line break or another control character): set it again"
            )
        }
        return value
    }

    /// The word a `.choice` setting holds (lower-cased), or its default; anything else is an error listing the words.
    func choice(_ key: Setting) throws(ConfigurationError) -> String {
        let text = (values[key]?.text ?? key.defaultValue ?? "").lowercased()
        guard case .choice(let words) = key.kind, words.contains(text) else {
            let words: [String] = if case .choice(let words) = key.kind { words } else { [] }
            throw invalid(key, "must be \(words.joinedAsAlternatives())")
        }
        return text
    }

    func url(_ key: Setting) throws(ConfigurationError) -> URL {
        let text = values[key]?.text ?? ""
        guard let url = WebURL.normalized(text) else { throw invalid(key, "must be an http(s) URL") }
        guard url.user == nil && url.password == nil else {
            throw invalid(key, "must not carry a user name or password (user:password@)")
        }
        return url
    }

    /// Seconds to wait for an answer (whole seconds, 1...300; libcurl counts in seconds).
    func requestTimeout() throws(ConfigurationError) -> Int {
        try integer(.httpTimeout, in: 1...300, unit: "whole seconds")
    }

    /// How many more times a read that failed for now is tried (0 turns retrying off).
    func retries() throws(ConfigurationError) -> Int {
        try integer(.retries, in: RetryPolicy.allowedRetries, unit: "a whole number")
    }

    /// The settings every request depends on (the timeout, the retries), checked before any request is made on any
    /// path: a bad value is a configuration error (78), never silently the default.
    func checkNetworkSettings() throws(ConfigurationError) {
        _ = try requestTimeout()
        _ = try retries()
    }

    func cacheMaxAge() throws(ConfigurationError) -> TimeInterval {
        TimeInterval(try integer(.cacheMaxAgeDays, in: 1...30, unit: "whole days")) * 24 * 3600
    }

    /// The default location, if one is configured.
    func defaultLocation() throws(ConfigurationError) -> Location? {
        guard let text = values[.location]?.text else { return nil }
        // The same parser as --location: one reading of LAT,LNG everywhere.
        guard let location = try? LocationArgument.parse(text) else {
            throw invalid(.location, "must be LAT,LNG in decimal degrees")
        }
        return location
    }

    private func integer(_ key: Setting, in range: ClosedRange<Int>, unit: String) throws(ConfigurationError) -> Int {
        let text = values[key]?.text ?? ""
        guard let value = Int(text), range.contains(value) else {
            throw invalid(key, "must be \(unit), \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// "FOODYBITE_X must be ... (got '...')", naming where the value came from.
    func invalid(_ key: Setting, _ rule: String) -> ConfigurationError {
        let text = values[key]?.text ?? ""
        let origin = values[key]?.source == .file ? "\(key.rawValue) in the config file" : key.environmentVariable
        return ConfigurationError("\(origin) \(rule) (got '\(key.isSecret ? "…" : WebURL.redactingUserInfo(text))')")
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value = value.map({ Spaces.trimmed($0, breaks: true) }), !value.isEmpty else { return nil }
        return value
    }
}
