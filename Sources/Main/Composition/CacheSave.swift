import Logging

/// Saving a fresh answer in the cache, best effort: a failed save is logged, never fatal.
enum CacheSave {
    static func bestEffort(_ what: String, logger: Logger, _ save: () async throws -> Void) async {
        do {
            try await save()
        } catch {
            logger.warning("could not save \(what) in the cache: \(CacheFailure.describe(error))")
        }
    }
}
