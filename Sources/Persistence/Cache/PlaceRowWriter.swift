import Domain
import Foundation
import GRDB

/// Writes the places of one save (`SQLiteNearbyStore.save`), as cheaply as SQLite allows, for a city's answer is
/// 300,000 of them:
/// - each statement prepared once for the save and its values bound one by one (`BoundStatement`);
/// - a row inserted (`OR IGNORE`), else updated by its id: no statement needs SQLite's statement journal (an upsert
///   with RETURNING does: RETURNING is a trigger), which past 64 KiB is a file written again for every statement:
///   1.7 million writes of pages for 300,000 places; where a place is found is SQLite's to keep (`GridCell`: an
///   index over a column it computes from the row), so a moved place needs nothing more;
/// - a large save given 16 MiB of SQLite's cache, so that the index pages it writes again stay in it: an answer comes
///   in the order of its ids, which says nothing of where the places are, and each one's entry lands on another page;
/// - equal attributes and types (places share them: `OSMInterner`) encoded once.
struct PlaceRowWriter {
    private let insert: BoundStatement
    private let update: BoundStatement
    private let database: Database
    private let fetchedAt: Double
    private let encoder = JSONEncoder()
    private var lastAttributes: (attributes: PlaceAttributes, json: String?)?
    /// The types as saved (",a,b,"), and the kind they make, of the place before.
    private var lastTypes: (types: [String]?, saved: String?, kind: String?) = (nil, nil, nil)
    private let largeCache: Bool

    /// The columns a save writes, `placeID` first.
    private static let columns = [
        "placeID", "name", "latitude", "longitude", "rating", "userRatingsTotal", "isOpen", "priceLevel", "address",
        "businessStatus", "photoReference", "photoWidth", "photoHeight", "fetchedAt", "types", "category", "kind",
        "attributes",
    ]

    init(_ db: Database, fetchedAt: Date, places: Int) throws {
        database = db
        self.fetchedAt = fetchedAt.timeIntervalSince1970
        let columns = Self.columns
        insert = try BoundStatement(
            db,
            sql: "INSERT OR IGNORE INTO place (\(columns.joined(separator: ", "))) "
                + "VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))")
        update = try BoundStatement(
            db,
            sql: "UPDATE place SET \(columns.dropFirst().map { "\($0) = ?" }.joined(separator: ", ")) WHERE placeID = ?")
        largeCache = places > Self.manyPlaces
        if largeCache { try db.execute(sql: "PRAGMA cache_size = -16384") }
    }

    /// A save of more places than this has 16 MiB of SQLite's cache instead of 2, so that the index pages it writes
    /// again are not spilled to the log and read back in between. Below, the spill costs little and the memory is
    /// kept (30,000 places: 57 MB, not 62).
    private static let manyPlaces = 100_000

    /// Saves `place`'s row: inserted, or the row of its id updated (a search repeated, a cron job's, the common case).
    mutating func write(_ place: NearbyPlace) throws {
        let attributes = json(place.attributes)
        let types = saved(place.types)
        bind(place, attributes: attributes, types: types, to: insert, withPlaceID: true)
        try insert.run()
        guard insert.changes == 0 else { return }
        bind(place, attributes: attributes, types: types, to: update, withPlaceID: false)
        update.bind(place.placeID, at: Int32(Self.columns.count))
        try update.run()
        guard update.changes == 1 else { throw DatabaseError(message: "the cache did not take place \(place.placeID)") }
    }

    /// Keeps the ids of the places saved for good (`knownPlace`), in one statement (SQLite's own loop over the rows,
    /// not one statement a place).
    func finish() throws {
        defer { if largeCache { try? database.execute(sql: "PRAGMA cache_size = -2000") } }
        let known = try BoundStatement(
            database, sql: "INSERT OR IGNORE INTO knownPlace (placeID) SELECT placeID FROM place WHERE fetchedAt = ?")
        known.bind(fetchedAt, at: 1)
        try known.run()
    }

    /// Binds the place's values to the statement's parameters from 1, in the order of `columns` (`placeID` left out
    /// for an update, whose `WHERE` names the row).
    private func bind(
        _ place: NearbyPlace, attributes: String?, types: (saved: String?, kind: String?), to statement: BoundStatement,
        withPlaceID: Bool
    ) {
        var index: Int32 = 1
        func next() -> Int32 {
            defer { index += 1 }
            return index
        }
        if withPlaceID { statement.bind(place.placeID, at: next()) }
        statement.bind(place.name, at: next())
        statement.bind(place.location.latitude, at: next())
        statement.bind(place.location.longitude, at: next())
        statement.bind(place.rating, at: next())
        statement.bind(place.userRatingsTotal, at: next())
        statement.bind(place.isOpen, at: next())
        statement.bind(place.priceLevel?.value, at: next())
        statement.bind(place.address, at: next())
        statement.bind(place.businessStatus.rawValue, at: next())
        statement.bind(place.photo?.reference, at: next())
        statement.bind(place.photo?.width, at: next())
        statement.bind(place.photo?.height, at: next())
        statement.bind(fetchedAt, at: next())
        statement.bind(types.saved, at: next())
        statement.bind(place.category, at: next())
        statement.bind(types.kind, at: next())
        statement.bind(attributes, at: next())
    }

    /// The types as saved (",a,b,", for `LIKE`) and their kind, those of the place before reused when equal.
    private mutating func saved(_ types: [String]?) -> (saved: String?, kind: String?) {
        if lastTypes.types != types {
            lastTypes = (types, types.map { "," + $0.joined(separator: ",") + "," }, SQLiteNearbyStore.kind(of: types))
        }
        return (lastTypes.saved, lastTypes.kind)
    }

    /// The attributes as saved (JSON), those of the place before reused when equal.
    private mutating func json(_ attributes: PlaceAttributes?) -> String? {
        guard let attributes else { return nil }
        if let last = lastAttributes, last.attributes == attributes { return last.json }
        let json = try? String(decoding: encoder.encode(attributes), as: UTF8.self)
        lastAttributes = (attributes, json)
        return json
    }
}
