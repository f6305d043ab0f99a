/// Where the session lives between runs. `withExclusiveAccess` serialises token refreshes across processes
/// (two cron jobs): whoever waits re-reads the session the other wrote instead of spending a rotated token.
public protocol TokenStore: Sendable {
    func read() throws -> StoredSession?
    func write(_ session: StoredSession) throws
    func delete() throws
    func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T
}
