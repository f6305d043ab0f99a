import Foundation
import Networking
import Synchronization

/// A token store in memory that counts writes; `withExclusiveAccess` is a real (in-process) lock.
public final class InMemoryTokenStore: TokenStore {
    private let state: Mutex<(session: StoredSession?, writes: Int)>
    private let lock = NSLock()

    public init(_ session: StoredSession? = nil) {
        state = Mutex((session, 0))
    }

    public var writeCount: Int { state.withLock { $0.writes } }
    public var session: StoredSession? { state.withLock { $0.session } }

    public func read() throws -> StoredSession? { state.withLock { $0.session } }

    public func write(_ session: StoredSession) throws {
        state.withLock { $0 = (session, $0.writes + 1) }
    }

    public func delete() throws {
        state.withLock { $0.session = nil }
    }

    public func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
