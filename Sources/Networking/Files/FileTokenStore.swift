import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The session as a JSON file (`$XDG_DATA_HOME/foodybite/session.json`): 0600 in a 0700 directory, written
/// atomically, with an flock'd `.lock` file beside it for exclusive access across processes.
public struct FileTokenStore: TokenStore {
    public let url: URL
    private let lockTimeout: Duration

    public init(url: URL, lockTimeout: Duration = .seconds(5)) {
        self.url = url
        self.lockTimeout = lockTimeout
    }

    /// The stored session; nil when there is none. A file that is not one foodybite wrote (truncated, edited,
    /// over 64 KiB) is "not logged in" with how to log in again (exit 77), never an internal error.
    public func read() throws -> StoredSession? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        guard let data = try handle.read(upToCount: 64 * 1024 + 1), data.count <= 64 * 1024,
            let session = try? JSONDecoder().decode(StoredSession.self, from: data)
        else {
            throw ServiceError(
                .permissionDenied,
                "not logged in: the session file \(url.path) is damaged; run \(SuggestedCommand.accountLogin(email: nil)) to log in again"
            )
        }
        return session
    }

    public func write(_ session: StoredSession) throws {
        try createDirectory()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(session), to: url, mode: 0o600)
    }

    public func delete() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }

    /// The `.lock` file is waited for at most `lockTimeout` (5 s): a lock held longer (a stuck process) is a temporary failure
    /// (exit 75) naming the file, never a hang.
    public func withExclusiveAccess<T>(_ body: () throws -> T) throws -> T {
        try createDirectory()
        let lockPath = url.path + ".lock"
        let descriptor: Int32
        switch LockFile.open(lockPath, flags: O_RDWR) {
        case .success(let opened): descriptor = opened
        case .failure(let refused):
            throw ServiceError(.unavailable, "cannot use \(lockPath) to lock the session (\(refused.reason)): remove it")
        }
        defer { close(descriptor) }
        do {
            try LockFile.lock(descriptor, until: .now + lockTimeout)
        } catch .timedOut {
            throw ServiceError(
                .temporary, "\(lockPath) is locked by another foodybite process (waited \(lockTimeout)); try again later")
        } catch .failed(let reason) {
            throw ServiceError(.unavailable, "cannot lock \(lockPath) (\(reason))")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func createDirectory() throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
