/// The configuration file, as `foodybite config` shows and edits it.
public protocol ConfigurationEditing: Sendable {
    /// Where the file is (or would be).
    var path: String { get }
    /// Every known setting with its effective value (secrets masked) and where it comes from.
    func entries() throws -> [ConfigEntry]
    /// Whether a key is a secret; nil when the key is unknown.
    func isSecret(_ key: String) -> Bool?
    /// Checks and writes one value to the file.
    func set(_ key: String, to value: String) throws
    /// Removes one value from the file.
    func unset(_ key: String) throws
}

/// One setting as `config show` prints it.
public struct ConfigEntry: Equatable, Sendable {
    public let key: String
    /// The effective value, masked for secrets; nil when unset.
    public let value: String?
    /// "environment (FOODYBITE_X)", "file", "default", or "unset".
    public let source: String
    public let summary: String

    public init(key: String, value: String?, source: String, summary: String) {
        self.key = key
        self.value = value
        self.source = source
        self.summary = summary
    }
}
