import Domain
import Logging

/// When a remote failure may be answered from the cache: when the service could not be reached or failed for
/// now, not when it refused the request (a rejected key, bad input, nothing there).
enum FallbackPolicy {
    static func allowsFallback(after error: any Error) -> Bool {
        (error as? ServiceError)?.isPassing ?? false
    }

    /// The fallback's answer after `error`, when the error allows a fallback and the fallback has something: an
    /// empty or failing cache is a miss, and the original error stands. The one rule every composite follows.
    static func answer<Value>(
        after error: any Error, from fallback: () async throws -> Value, isEmpty: (Value) -> Bool, logger: Logger
    ) async throws -> Value {
        guard allowsFallback(after: error), let cached = try? await fallback(), !isEmpty(cached) else { throw error }
        logger.warning("\(describe(error)): answering from the cache")
        return cached
    }

    static func describe(_ error: any Error) -> String {
        ServiceError.describe(error)
    }
}

/// One line about a cache failure, for a warning.
enum CacheFailure {
    static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }
}
