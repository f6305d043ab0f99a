import Domain
import Foundation
import Presentation
import Yams

/// `foodybite config` over the YAML file: values are checked before they are written; secrets are masked.
struct LiveConfigurationEditor: ConfigurationEditing {
    let file: ConfigFile
    /// Every setting this build reads, and its providers (`provider` names them), asked for when needed.
    let settings: @Sendable () -> SettingsCatalogue
    let providers: @Sendable () -> [PlacesProvider]
    /// The configuration as the commands read it: loading it prints its warnings (a secret readable by others).
    let loaded: @Sendable () -> AppConfiguration

    var path: String { file.url.path }

    func entries() throws -> [ConfigEntry] {
        let configuration = loaded()
        if let error = configuration.fileError { throw ConfigurationError(error.message) }
        return settings().settings.map { key in
            let value = configuration.value(key)
            let source: String
            switch value?.source {
            case .environment: source = "environment (\(key.environmentVariable))"
            case .file: source = "file"
            case .default: source = "default"
            case nil: source = "unset"
            }
            // A URL's `user:password@` is never shown (the commands refuse such URLs, and never echo them).
            let shown = value.map { key.isSecret ? Self.mask($0.text) : WebURL.redactingUserInfo($0.text) }
            return ConfigEntry(key: key.rawValue, value: shown, source: source, summary: key.summary)
        }
    }

    func isSecret(_ key: String) -> Bool? {
        settings()[key]?.isSecret
    }

    func set(_ key: String, to value: String) throws {
        guard let setting = settings()[key] else { throw ConfigurationError("unknown setting '\(key)'") }
        try check(setting, value)
        var values = try readValues()
        values[key] = value
        // The reader refuses a file over its cap, and with it every setting, the keys too.
        let size = (try? Yams.dump(object: values, sortKeys: true).utf8.count) ?? .max
        guard size < ConfigFile.maxBytes - 256 else {
            throw UsageError("\(key): the config file would be larger than \(ConfigFile.maxBytes / 1024) KiB: not saved")
        }
        try write(values)
    }

    /// The most a value may hold: more than any URL, key or list of kinds needs.
    static let maxValueBytes = 2_048

    func unset(_ key: String) throws {
        var values = try readValues()
        values[key] = nil
        try write(values)
    }

    private func readValues() throws -> [String: String] {
        do {
            return try file.read()
        } catch {
            throw ConfigurationError(error.message)
        }
    }

    private func write(_ values: [String: String]) throws {
        do {
            try file.write(values)
        } catch {
            throw ConfigurationError(error.message)
        }
    }

    /// The same rules the commands apply when they read the value.
    private func check(_ key: Setting, _ value: String) throws {
        guard value.utf8.count <= Self.maxValueBytes else {
            throw UsageError("\(key.rawValue) is longer than \(Self.maxValueBytes) bytes: not saved")
        }
        // A line break, an escape or a NUL is no part of any setting (and would not survive the file, or a header).
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UsageError("\(key.rawValue) holds a control character (a line break, an escape, a NUL): not saved")
        }
        let probe = AppConfiguration(environment: [key.environmentVariable: value], file: nil, settings: [key])
        do {
            switch key.kind {
            case .url: _ = try probe.url(key)
            case .key: _ = try probe.key(key)
            case .choice: _ = try probe.choice(key)
            case .text: try Self.checkText(key, probe, providers: providers())
            }
        } catch {
            // The rule is said of the key being set, not of its variable (whose name may also appear in the rule:
            // FOODYBITE_STORE_PASSWORD stays whole).
            let variable = key.environmentVariable + " "
            let message =
                error.message.hasPrefix(variable)
                ? key.rawValue + " " + error.message.dropFirst(variable.count) : error.message
            throw UsageError(message)
        }
    }

    /// The core settings whose text has a rule of its own.
    private static func checkText(_ key: Setting, _ probe: AppConfiguration, providers: [PlacesProvider])
        throws(ConfigurationError)
    {
        switch key {
        case .provider(): _ = try probe.provider(among: providers)
        case .placeKinds: _ = try probe.defaultKinds()
        case .location: _ = try probe.defaultLocation()
        case .httpTimeout: _ = try probe.requestTimeout()
        case .cacheMaxAgeDays: _ = try probe.cacheMaxAge()
        case .tileURL: _ = try probe.tileSource()
        case .retries: _ = try probe.retries()
        case .store: _ = try probe.storeAddress()
        case .language, .region: _ = try probe.conventions(ConventionFlags(), locale: [:])
        default: break
        }
    }

    /// Never any part of the secret: only that it is set, and its length.
    static func mask(_ secret: String) -> String {
        "(hidden, \(secret.count) characters)"
    }
}
