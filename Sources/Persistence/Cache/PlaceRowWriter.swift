import Domain
import Foundation
import GRDB

/// Writes the places of one save (`SQLiteNearbyStore.save`), as cheaply as SQLite allows, for a city's answer is
/// 300,000 of them:
/// - each statement prepared once for the save and its values bound one by one (`BoundStatement`);
/// - a row inserted (`OR IGNORE`), else found and updated: no statement needs SQLite's statement journal (an upsert
///   with RETURNING does: RETURNING is a trigger), which past 64 KiB is a file written again for every statement:
///   1.7 million writes of pages for 300,000 places;
/// - a large save given 16 MiB of SQLite's cache, so that the R*Tree's nodes stay in it: an answer comes in the
///   order of its ids, which says nothing of where the places are, and each entry lands on another node (in 2 MiB,
///   300,000 places in random order spilled and read back pages for 3.9 s of the kernel's time);
/// - equal attributes and types (places share them: `OSMInterner`) encoded once.
struct PlaceRowWriter {
    private let insert: BoundStatement
    private let find: BoundStatement
    private let update: BoundStatement
    private let database: Database
    private let fetchedAt: Double
    private let encoder = JSONEncoder()
    private var lastAttributes: (attributes: PlaceAttributes, json: String?)?
    /// The types as saved (",a,b,"), and the kind they make, of the place before.
    private var lastTypes: (types: [String]?, saved: String?, kind: String?) = (nil, nil, nil)
    /// The R*Tree's insert, prepared when a first place is new or moved (the R*Tree prepares 9 statements of its own).
    private var geo: BoundStatement?
    private let largeCache: Bool
    /// The largest id before this save, and whether it inserted a row since.
    private let lastIDBefore: Int64
    private var insertedAny = false

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
        find = try BoundStatement(db, sql: "SELECT id, latitude, longitude FROM place WHERE placeID = ?")
        update = try BoundStatement(
            db, sql: "UPDATE place SET \(columns.dropFirst().map { "\($0) = ?" }.joined(separator: ", ")) WHERE id = ?")
        largeCache = places > Self.manyPlaces
        if largeCache { try db.execute(sql: "PRAGMA cache_size = -16384") }
        // AUTOINCREMENT: every row this save inserts has a larger id than any row before it.
        lastIDBefore = try Row.fetchOne(db, sql: "SELECT max(id) AS id FROM place")?.checkedInt64("id") ?? 0
    }

    /// A save of more places than this has 16 MiB of SQLite's cache instead of 2, so that the R*Tree's nodes it writes
    /// again are not spilled to the log and read back in between (300,000 places in random order: 3.9 s of the
    /// kernel's time, then 0.3). Below, the spill costs little and the memory is kept (30,000 places: 57 MB, not 62).
    private static let manyPlaces = 100_000

    /// Saves `place`'s row. Its R*Tree entry is written only when the place is new (by `finish`, all in one
    /// statement) or has moved (now): a search repeated (a cron job's, the common case) writes the `place` rows
    /// alone, and never opens the R*Tree (connecting to it prepares 9 statements).
    mutating func write(_ place: NearbyPlace) throws {
        let (latitude, longitude) = (place.location.latitude, place.location.longitude)
        let attributes = json(place.attributes)
        let types = saved(place.types)
        bind(place, attributes: attributes, types: types, to: insert, withPlaceID: true)
        try insert.run()
        if insert.changes == 1 {
            insertedAny = true
        } else {
            find.bind(place.placeID, at: 1)
            guard let (id, savedLatitude, savedLongitude) = try find.firstRow() else {
                throw DatabaseError(message: "the cache did not take place \(place.placeID)")
            }
            bind(place, attributes: attributes, types: types, to: update, withPlaceID: false)
            update.bind(id, at: Int32(Self.columns.count))
            try update.run()
            if savedLatitude != latitude || savedLongitude != longitude { try locate(id, latitude, longitude) }
        }
    }

    /// Writes the R*Tree entries of the rows this save inserted, and keeps the ids of the places saved for good
    /// (`knownPlace`), each in one statement (SQLite's own loop over the rows, not one statement a place).
    func finish() throws {
        defer { if largeCache { try? database.execute(sql: "PRAGMA cache_size = -2000") } }
        if insertedAny {
            let located = try BoundStatement(
                database,
                sql: "INSERT OR REPLACE INTO placeGeo (id, minLatitude, maxLatitude, minLongitude, maxLongitude) "
                    + "SELECT id, latitude, latitude, longitude, longitude FROM place WHERE id > ?")
            located.bind(lastIDBefore, at: 1)
            try located.run()
        }
        let known = try BoundStatement(
            database, sql: "INSERT OR IGNORE INTO knownPlace (placeID) SELECT placeID FROM place WHERE fetchedAt = ?")
        known.bind(fetchedAt, at: 1)
        try known.run()
    }

    /// Writes the R*Tree entry of the row `id`, which moved, at its point (a place new in this save and moved in it
    /// too is written again by `finish`, from its row: where it was last).
    private mutating func locate(_ id: Int64, _ latitude: Double, _ longitude: Double) throws {
        let geo =
            try self.geo
            ?? BoundStatement(
                database,
                sql:
                    "INSERT OR REPLACE INTO placeGeo (id, minLatitude, maxLatitude, minLongitude, maxLongitude) VALUES (?, ?, ?, ?, ?)"
            )
        self.geo = geo
        geo.bind(id, at: 1)
        geo.bind(latitude, at: 2)
        geo.bind(latitude, at: 3)
        geo.bind(longitude, at: 4)
        geo.bind(longitude, at: 5)
        try geo.run()
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
