import Foundation

/// Holds the token store's exclusive lock across an `await` (the store's own `withExclusiveAccess` is synchronous).
final class TokenStoreLock: @unchecked Sendable {
    private let unlock: () -> Void

    private init(unlock: @escaping () -> Void) {
        self.unlock = unlock
    }

    static func acquire(_ store: any TokenStore) throws -> TokenStoreLock {
        let acquired = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Thread.detachNewThread {
            do {
                try store.withExclusiveAccess {
                    acquired.signal()
                    done.wait()
                }
            } catch {
                failure.error = error
                acquired.signal()
            }
        }
        acquired.wait()
        if let error = failure.error { throw error }
        return TokenStoreLock { done.signal() }
    }

    func release() {
        unlock()
    }

    private final class FailureBox: @unchecked Sendable {
        var error: (any Error)?
    }
}
