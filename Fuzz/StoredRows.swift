// libFuzzer target: the rows foodybite reads back from its two SQLite files, column by column. SQLite keeps any
// type in any column of these (non-STRICT) tables, so another program, a damaged page or an older foodybite can
// leave an integer where a name belongs, a NaN for a latitude, a 200-byte text for a date. Each input is one row of
// one table: the first byte picks the table, then each column is a typed value (NULL, INTEGER, REAL, TEXT that need
// not be UTF-8, BLOB), written with raw SQL past the stores; the stores' own readers then read it back (offline
// search, details, reviews, names, preferences, the outbox, favourites, the answers of --changes). Only the key a
// reader looks up is fixed, so that it finds the row. Built by scripts/fuzz.sh.
import Domain
import Foundation
import GRDB
import Persistence

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoredRows(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzedValues(Array(UnsafeBufferPointer(start: data, count: size)))
    let table = StoredTable.all[Int(input.byte()) % StoredTable.all.count]
    let values = table.columns.map { fixed in fixed ?? input.value() }
    let files = Files.shared
    let database = table.inCache ? files.cache : files.userData
    do {
        try database.write { db in
            try db.execute(sql: "DELETE FROM \(table.name)")
            if table.name == "place" { try db.execute(sql: "DELETE FROM placeGeo") }
            let marks = values.map(\.placeholder).joined(separator: ", ")
            try db.execute(
                sql: "INSERT INTO \(table.name) (\(table.columnNames.joined(separator: ", "))) VALUES (\(marks))",
                arguments: StatementArguments(values.map(\.databaseValue)))
            if table.name == "place" {
                try db.execute(sql: "INSERT INTO placeGeo VALUES (1, 47.3, 47.4, 5.0, 5.1)")
            }
        }
    } catch {
        return 0  // a NOT NULL column given NULL, or a key given twice: SQLite refused the row
    }
    files.readBack(table.name)
    return 0
}

/// The tables and their columns, in the order the input fills them; `Value?.some` is a fixed value (a key).
private struct StoredTable {
    let name: String
    let inCache: Bool
    let columnNames: [String]
    let columns: [FuzzedValues.Value?]

    init(_ name: String, cache: Bool, _ columns: [(String, FuzzedValues.Value?)]) {
        self.name = name
        self.inCache = cache
        self.columnNames = columns.map(\.0)
        self.columns = columns.map(\.1)
    }

    static let all: [StoredTable] = [
        StoredTable(
            "place", cache: true,
            [
                ("id", .integer(1)), ("placeID", nil), ("name", nil), ("latitude", nil), ("longitude", nil),
                ("rating", nil), ("userRatingsTotal", nil), ("isOpen", nil), ("priceLevel", nil), ("address", nil),
                ("businessStatus", nil), ("photoReference", nil), ("photoWidth", nil), ("photoHeight", nil),
                ("fetchedAt", nil), ("types", nil), ("category", nil), ("kind", nil), ("attributes", nil),
            ]),
        StoredTable("placeDetails", cache: true, [("placeID", .text("p")), ("payload", nil), ("fetchedAt", nil)]),
        StoredTable(
            "review", cache: true,
            [
                ("placeID", .text("p")), ("authorName", nil), ("text", nil), ("rating", nil), ("createdAt", nil),
                ("relativeTime", nil), ("fetchedAt", nil),
            ]),
        StoredTable("knownPlace", cache: true, [("placeID", nil)]),
        StoredTable("preference", cache: false, [("key", nil), ("value", nil)]),
        StoredTable(
            "reviewOutbox", cache: false,
            [
                ("id", nil), ("placeID", nil), ("text", nil), ("stars", nil), ("createdAt", nil), ("attempts", nil),
                ("lastError", nil), ("server", nil), ("accountID", nil), ("claimedUntil", nil),
            ]),
        StoredTable("favorite", cache: false, [("placeID", nil), ("addedAt", nil)]),
        StoredTable("nearbyBaseline", cache: false, [("queryKey", .text("k")), ("places", nil), ("recordedAt", nil)]),
        StoredTable("textSearch", cache: true, [("text", .text("dijon")), ("payload", nil), ("fetchedAt", nil)]),
    ]
}

/// The input read as typed SQLite values; an input that runs out gives NULLs and empty texts.
private struct FuzzedValues {
    enum Value {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case invalidText([UInt8])
        case blob([UInt8])

        var placeholder: String {
            if case .invalidText = self { return "CAST(? AS TEXT)" }  // bytes that are not UTF-8, stored as TEXT
            return "?"
        }

        var databaseValue: DatabaseValue {
            switch self {
            case .null: return .null
            case .integer(let value): return value.databaseValue
            case .real(let value): return value.databaseValue
            case .text(let value): return value.databaseValue
            case .invalidText(let bytes), .blob(let bytes): return Data(bytes).databaseValue
            }
        }
    }

    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    mutating func value() -> Value {
        switch byte() % 6 {
        case 0: return .null
        case 1: return .integer(Int64(bitPattern: word()))
        case 2: return .real(Double(bitPattern: word()))
        case 3: return .text(String(decoding: chunk(), as: UTF8.self))
        case 4: return .invalidText(chunk())
        default: return .blob(chunk())
        }
    }

    /// Eight bytes, little-endian: any integer, and any double (NaN, infinities and subnormals too).
    private mutating func word() -> UInt64 {
        (0..<8).reduce(UInt64(0)) { word, shift in word | UInt64(byte()) << (8 * UInt64(shift)) }
    }

    /// A length byte's worth of bytes (a length of 255 takes the rest of the input: a large value).
    private mutating func chunk() -> [UInt8] {
        let length = Int(byte())
        let taken = length == 255 ? bytes : bytes.prefix(length)
        bytes = bytes.dropFirst(taken.count)
        return Array(taken)
    }
}

/// The two files, opened once for the whole run in a scratch folder, and the stores that read them.
private final class Files: Sendable {
    static let shared = Files()

    let cache: SQLiteDatabase
    let userData: SQLiteDatabase

    private init() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-fuzz-\(getpid())")
        do {
            cache = try CacheDatabase.open(at: folder.appendingPathComponent("cache.sqlite"))
            userData = try UserDataDatabase.open(at: folder.appendingPathComponent("foodybite.sqlite"))
        } catch {
            fatalError("fuzz: cannot open the scratch databases in \(folder.path): \(error)")
        }
    }

    /// Every reader of `table`, as foodybite calls it; their answers are used, so that nothing is optimised away.
    func readBack(_ table: String) {
        let policy = CachePolicy(maxAge: .infinity, now: { Date(timeIntervalSince1970: 0) })
        switch table {
        case "place":
            guard let centre = Location(latitude: 47.35, longitude: 5.05) else { return }
            let query = NearbySearchQuery(location: centre, radius: 50_000, limit: 60)
            let places = wait { try await SQLiteNearbyStore(database: self.cache, policy: policy).searchNearby(query) }
            _ = places?.places.map { ($0.name.count, $0.location.latitude, $0.rating, $0.types, $0.category, $0.attributes) }
            let mapData = NearbySearchQuery(
                location: centre, radius: 50_000, limit: 60,
                attributes: AttributeFilters(diets: [.vegan, .glutenFree], wheelchair: true, outdoorSeating: true))
            let filtered = wait { try await SQLiteNearbyStore(database: self.cache, policy: policy).searchNearby(mapData) }
            _ = filtered?.places.map { $0.attributes?.openingHours?.count }
            _ = try? SQLitePlaceNames(database: cache).names(of: ["p"])
        case "placeDetails":
            let details = wait {
                try await SQLiteDetailsStore(database: self.cache, policy: policy).getPlaceDetails(placeID: "p")
            }
            _ = details.map { ($0.name.count, $0.openingHours, $0.reviews.count) }
        case "review":
            let reviews = wait { try await SQLiteReviewStore(database: self.cache, policy: policy).getReviews(placeID: "p") }
            _ = reviews?.map { ($0.authorName.count, $0.rating, $0.createdAt, $0.relativeTimeDescription) }
        case "knownPlace":
            _ = try? cache.read { db in try String.fetchAll(db, sql: "SELECT placeID FROM knownPlace") }
        case "preference":
            _ = try? SQLiteUserPreferencesStore(database: userData).load()
        case "reviewOutbox":
            _ = try? SQLiteReviewOutbox(database: userData).pending(owner: nil).map { ($0.text.count, $0.owner) }
        case "favorite":
            _ = try? SQLiteFavoritesStore(database: userData).list()
        case "textSearch":
            _ = try? SQLiteTextSearchStore(database: cache, policy: policy).places(for: "Dijon")?.map(\.name.count)
        default:
            _ = try? SQLiteNearbyBaselineStore(database: userData).baseline(for: "k")?.map(\.rating)
        }
    }

    /// Runs an async reader to its end from libFuzzer's synchronous callback.
    private func wait<T: Sendable>(_ read: @escaping @Sendable () async throws -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task {
            box.value = try? await read()
            done.signal()
        }
        done.wait()
        return box.value
    }
}

/// A value handed from the task to the waiting thread (ordered by the semaphore).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
