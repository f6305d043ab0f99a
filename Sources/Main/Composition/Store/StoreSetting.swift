import Domain
import Persistence
import Presentation

extension Setting {
    static let store = Setting(
        "store",
        summary:
            "where the cache and the public services' spacing live: sqlite (this home's files) or a team's postgresql://USER@HOST:PORT/DATABASE (password: FOODYBITE_STORE_PASSWORD or FOODYBITE_STORE_PASSWORD_FILE)",
        default: "sqlite")
}

extension AppConfiguration {
    /// The shared store's address; nil: SQLite, this home's files (the default).
    func storeAddress() throws(ConfigurationError) -> PostgresAddress? {
        let text = value(.store)?.text ?? "sqlite"
        guard text.lowercased() != "sqlite" else { return nil }
        do {
            return try PostgresAddress(text)
        } catch {
            throw invalid(.store, error.message)
        }
    }
}
