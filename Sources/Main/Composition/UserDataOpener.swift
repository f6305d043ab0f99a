import Domain
import Foundation
import Logging
import Persistence

/// Opens the user-data database (preferences, favourites, outbox) for one purpose, telling the user on stderr
/// whatever opening did (a damaged file moved aside, what was recovered of it): user data is never discarded
/// silently. A lock held too long stays a temporary failure; anything else is "unavailable", naming the file.
struct UserDataOpener: Sendable {
    let url: URL
    let logger: Logger

    func open(for purpose: String) throws -> SQLiteDatabase {
        do {
            let database = try UserDataDatabase.open(at: url)
            for notice in database.notices { logger.warning("\(notice)") }
            return database
        } catch let error as ServiceError {
            throw error
        } catch {
            throw ServiceError(.unavailable, "cannot open \(purpose) in \(url.path): \(CacheFailure.describe(error))")
        }
    }
}
