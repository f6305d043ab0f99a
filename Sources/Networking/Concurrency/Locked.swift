import Foundation

/// A value behind a lock, for state several tasks share (Swift's `Mutex` has the same shape). It is built on
/// `NSLock` (a pthread mutex): ThreadSanitizer sees its ordering, whereas `Mutex`'s atomics live in an
/// uninstrumented library and every access through it looked like a race (`make test-tsan`).
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, under the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
