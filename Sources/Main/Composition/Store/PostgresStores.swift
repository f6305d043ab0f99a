import Domain
import Logging
import Networking
import Persistence

/// The process's PostgreSQL stores, one per address and password: a server's calls each build a graph of their own
/// (`FrontEndRun`), and they share one pool of connections, one schema check and one "store down" verdict instead of
/// connecting, authenticating and migrating at every call.
enum PostgresStores {
    private struct Key: Hashable {
        let address: String
        let tls: PostgresAddress.TLSMode
        let rootCertificate: String?
        let password: String?
    }

    private static let stores = Locked<[Key: PostgresStore]>([:])

    static func store(_ address: PostgresAddress, password: String?) throws(ConfigurationError) -> PostgresStore {
        let key = Key(
            address: address.description, tls: address.tls, rootCertificate: address.rootCertificate, password: password)
        if let store = stores.withLock({ $0[key] }) { return store }
        let made = try PostgresStore(
            address: address, password: password, logger: Logger(label: "foodybite.store") { _ in SwiftLogNoOpLogHandler() })
        return stores.withLock { stores in
            if let store = stores[key] { return store }
            stores[key] = made
            return made
        }
    }
}
