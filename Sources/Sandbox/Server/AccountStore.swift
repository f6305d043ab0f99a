import Foundation
import GRDB

/// The Foodybite server's storage: users, refresh tokens, reviews, and the signing secret, in SQLite
/// (in memory by default, or a file with `--data FILE`, so that accounts survive a restart).
final class AccountStore: Sendable {
    struct User: Sendable, Equatable {
        let id: String
        var name, email: String
        var profileImage: Data?
        var passwordHash, salt: String
    }

    struct StoredReview: Sendable {
        let restaurantID, text: String
        let rating: Int
        let createdAt, authorName: String
        let profileImage: Data?
    }

    private let database: DatabaseQueue

    init(path: String?) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        database =
            try path.map { try DatabaseQueue(path: $0, configuration: configuration) }
            ?? DatabaseQueue(configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE user (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE,
                                       profileImage BLOB, passwordHash TEXT NOT NULL, salt TEXT NOT NULL);
                    CREATE TABLE refreshToken (token TEXT PRIMARY KEY, userID TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                                               expiresAt DOUBLE NOT NULL);
                    CREATE TABLE review (id INTEGER PRIMARY KEY AUTOINCREMENT, userID TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                                         restaurantID TEXT NOT NULL, text TEXT NOT NULL, rating INTEGER NOT NULL, createdAt TEXT NOT NULL);
                    CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    """)
        }
        try migrator.migrate(database)
    }

    /// The HMAC secret for access tokens, created once and kept with the data.
    func signingSecret() throws -> String {
        try database.write { db in
            if let secret = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'jwtSecret'") { return secret }
            let secret = (0..<4).map { _ in UUID().uuidString }.joined()
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('jwtSecret', ?)", arguments: [secret])
            return secret
        }
    }

    // MARK: - Users

    func insert(_ user: User) throws -> Bool {
        try database.write { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user WHERE email = ?", arguments: [user.email]) == 0 else {
                return false
            }
            try db.execute(
                sql: "INSERT INTO user (id, name, email, profileImage, passwordHash, salt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [user.id, user.name, user.email, user.profileImage, user.passwordHash, user.salt])
            return true
        }
    }

    func user(id: String) throws -> User? {
        try database.read { db in try Self.fetchUser(db, sql: "SELECT * FROM user WHERE id = ?", argument: id) }
    }

    func user(email: String) throws -> User? {
        try database.read { db in try Self.fetchUser(db, sql: "SELECT * FROM user WHERE email = ?", argument: email) }
    }

    /// False when the email belongs to another user.
    func update(_ user: User) throws -> Bool {
        try database.write { db in
            let owner = try String.fetchOne(db, sql: "SELECT id FROM user WHERE email = ?", arguments: [user.email])
            guard owner == nil || owner == user.id else { return false }
            try db.execute(
                sql: "UPDATE user SET name = ?, email = ?, profileImage = ?, passwordHash = ?, salt = ? WHERE id = ?",
                arguments: [user.name, user.email, user.profileImage, user.passwordHash, user.salt, user.id])
            return true
        }
    }

    func deleteUser(id: String) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM review WHERE userID = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM refreshToken WHERE userID = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
        }
    }

    private static func fetchUser(_ db: Database, sql: String, argument: String) throws -> User? {
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [argument]) else { return nil }
        return User(
            id: row["id"], name: row["name"], email: row["email"], profileImage: row["profileImage"],
            passwordHash: row["passwordHash"], salt: row["salt"])
    }

    // MARK: - Refresh tokens (one session per user)

    /// Replaces every refresh token of the user with `token`.
    func startSession(userID: String, token: String, expiresAt: Date) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM refreshToken WHERE userID = ?", arguments: [userID])
            try db.execute(
                sql: "INSERT INTO refreshToken (token, userID, expiresAt) VALUES (?, ?, ?)",
                arguments: [token, userID, expiresAt.timeIntervalSince1970])
        }
    }

    /// The user and expiry of a refresh token, or nil.
    func session(token: String) throws -> (userID: String, expiresAt: Date)? {
        try database.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT userID, expiresAt FROM refreshToken WHERE token = ?", arguments: [token])
            else { return nil }
            return (row["userID"], Date(timeIntervalSince1970: row["expiresAt"]))
        }
    }

    /// Deletes the user's refresh tokens; false when there were none.
    func endSession(userID: String) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM refreshToken WHERE userID = ?", arguments: [userID])
            return db.changesCount > 0
        }
    }

    // MARK: - Reviews

    func addReview(userID: String, restaurantID: String, text: String, rating: Int, createdAt: String) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO review (userID, restaurantID, text, rating, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [userID, restaurantID, text, rating, createdAt])
        }
    }

    func reviews(userID: String, restaurantID: String?) throws -> [StoredReview] {
        try database.read { db in
            var sql = """
                SELECT review.restaurantID, review.text, review.rating, review.createdAt, user.name, user.profileImage
                FROM review JOIN user ON user.id = review.userID WHERE review.userID = ?
                """
            var arguments: [any DatabaseValueConvertible] = [userID]
            if let restaurantID {
                sql += " AND review.restaurantID = ?"
                arguments.append(restaurantID)
            }
            sql += " ORDER BY review.id"
            return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { row in
                StoredReview(
                    restaurantID: row["restaurantID"], text: row["text"], rating: row["rating"], createdAt: row["createdAt"],
                    authorName: row["name"], profileImage: row["profileImage"])
            }
        }
    }
}
