import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held for the duration of `withLock`, across processes.
public struct FileLock: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.cannotOpen(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreError.cannotOpen(path, String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
