import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held for the duration of `withLock`, across processes.
/// It is waited for at most `timeout`: a lock held longer (a stuck process) is a temporary failure (exit 75)
/// naming the file, never a hang.
public struct FileLock: Sendable {
    public static let defaultTimeout: Duration = .seconds(5)

    public let path: String
    public let timeout: Duration

    public init(path: String, timeout: Duration = FileLock.defaultTimeout) {
        self.path = path
        self.timeout = timeout
    }

    public func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor: Int32
        switch LockFile.open(path, flags: O_RDWR) {
        case .success(let opened): descriptor = opened
        case .failure(let refused): throw StoreError.cannotOpen(path, refused.reason)
        }
        defer { close(descriptor) }
        do {
            try LockFile.lock(descriptor, until: .now + timeout)
        } catch .timedOut {
            throw ServiceError(.temporary, "\(path) is locked by another foodybite process (waited \(timeout)); try again later")
        } catch .failed(let reason) {
            throw StoreError.cannotOpen(path, reason)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
