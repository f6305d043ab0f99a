import Presentation
import Synchronization

/// An in-memory configuration: known keys `places_api_key` (secret), `places_api`, `location`.
public final class ConfigurationEditorStub: ConfigurationEditing {
    private let values = Mutex<[String: String]>([:])
    private let secretKeys: Set<String> = ["places_api_key"]
    private let knownKeys: [String] = ["places_api_key", "places_api", "location"]

    public init() {}

    public var path: String { "/config/foodybite/config.yaml" }

    public var stored: [String: String] { values.withLock { $0 } }

    public func entries() throws -> [ConfigEntry] {
        let current = stored
        return knownKeys.map { key in
            let value = current[key].map { secretKeys.contains(key) ? "(hidden)" : $0 }
            return ConfigEntry(key: key, value: value, source: value == nil ? "unset" : "file", summary: key)
        }
    }

    public func isSecret(_ key: String) -> Bool? {
        knownKeys.contains(key) ? secretKeys.contains(key) : nil
    }

    public func set(_ key: String, to value: String) throws {
        values.withLock { $0[key] = value }
    }

    public func unset(_ key: String) throws {
        values.withLock { $0[key] = nil }
    }
}
