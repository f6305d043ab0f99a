import Domain
import Foundation
import GRDB

/// The answers recorded by `nearby --changes`, one per query, in the user-data database. `exchange` reads, lets the
/// caller compare and print, and records in one IMMEDIATE transaction: another process running the same query
/// waits (the busy timeout, 5 s) and then sees this run's answer, so each change is reported once; a database held
/// longer is a temporary failure (75) before anything is printed. A recorded answer is read back as untrusted as
/// any other row: one that does not decode is reported (`unreadable`) and replaced. A damaged table (missing, a
/// view in its place, other columns, a trigger on it) is set right first: a wrong table is renamed aside, a view or
/// trigger dropped, the table made again, and the repair said.
public final class SQLiteNearbyBaselineStore: NearbyBaselineStore {
    /// More than any answer holds (60 places); a larger blob is not read.
    static let maxBytes = 1 << 20
    static let table = "nearbyBaseline"
    static let createTable =
        "CREATE TABLE nearbyBaseline (queryKey TEXT PRIMARY KEY NOT NULL, places BLOB NOT NULL, recordedAt DOUBLE NOT NULL) WITHOUT ROWID"

    private let database: SQLiteDatabase
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    public func baseline(for key: String) throws -> [NearbyPlace]? {
        guard case .places(let places) = try mapped({ try database.read { db in try Self.recorded(key, db) } }) else {
            return nil
        }
        return places
    }

    public func record(_ places: [NearbyPlace], for key: String, at date: Date) throws {
        _ = try exchange(for: key, at: date) { _ in places }
    }

    public func exchange(for key: String, at date: Date, _ compare: (RecordedAnswer) throws -> [NearbyPlace]) throws
        -> [String]
    {
        try mapped {
            try database.write { db in
                let repairs = try BaselineTableRepair.setRight(db, at: now())
                let places = try compare(try Self.recorded(key, db))
                try db.execute(
                    sql: "INSERT OR REPLACE INTO nearbyBaseline (queryKey, places, recordedAt) VALUES (?, ?, ?)",
                    arguments: [key, try JSONEncoder().encode(places), date.timeIntervalSince1970])
                return repairs
            }
        }
    }

    /// The row of `key`, read as untrusted.
    private static func recorded(_ key: String, _ db: Database) throws -> RecordedAnswer {
        guard let row = try Row.fetchOne(db, sql: "SELECT places FROM nearbyBaseline WHERE queryKey = ?", arguments: [key])
        else { return .none }
        guard let data = row.checkedData("places") else { return .unreadable("not a recorded answer") }
        guard data.count <= maxBytes else { return .unreadable("larger than \(maxBytes / 1024) KiB") }
        guard let places = try? JSONDecoder().decode([NearbyPlace].self, from: data) else {
            return .unreadable("not a list of places")
        }
        return .places(places.map(plausible))
    }

    /// A database another process holds past the busy timeout is a temporary failure, said before anything else.
    private func mapped<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw ServiceError(
                .temporary,
                "\(database.path) is busy: another foodybite held it for 5 s; nearby \(OptionName.changes) printed and recorded nothing; try again"
            )
        }
    }

    private static func plausible(_ place: NearbyPlace) -> NearbyPlace {
        NearbyPlace(
            placeID: place.placeID, name: place.name, location: place.location, rating: Plausible.rating(place.rating),
            userRatingsTotal: Plausible.count(place.userRatingsTotal), isOpen: place.isOpen, priceLevel: place.priceLevel,
            address: place.address, businessStatus: place.businessStatus, photo: nil, cachedAt: nil,
            types: place.types.map(Plausible.typeNames), category: place.category.flatMap { $0.count <= 80 ? $0 : nil },
            attributes: place.attributes.map(Plausible.attributes))
    }
}
