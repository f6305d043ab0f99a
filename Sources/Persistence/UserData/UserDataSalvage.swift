import Foundation
import GRDB

/// Copies what can still be read from a damaged user-data file into a new one, table by table (pending reviews
/// first), row by row until SQLite stops: whatever was readable is kept.
enum UserDataSalvage {
    private static let tables = [
        ("reviewOutbox", "pending review"), ("favorite", "favourite"), ("preference", "preference"),
        ("nearbyBaseline", "recorded answer"),
    ]

    static func copy(from damaged: URL, into queue: DatabaseQueue) -> String {
        var configuration = Configuration()
        configuration.readonly = true
        guard let source = try? DatabaseQueue(path: damaged.path, configuration: configuration) else {
            return "nothing in it could be read"
        }
        var recovered: [String] = []
        for (table, noun) in tables {
            let rows = readableRows(of: table, in: source)
            // A row already there (a salvage taken up again after a kill) counts as recovered: it is in the new file.
            let copied = (try? queue.write { db in try rows.filter { try insert($0, into: table, db) }.count }) ?? 0
            if copied > 0 { recovered.append("\(copied) \(noun)\(copied == 1 ? "" : "s")") }
        }
        return recovered.isEmpty ? "nothing in it could be read" : "recovered " + recovered.joined(separator: ", ")
    }

    private static func readableRows(of table: String, in source: DatabaseQueue) -> [Row] {
        var rows: [Row] = []
        try? source.read { db in
            let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(table)")
            while let row = try cursor.next() { rows.append(row.copy()) }
        }
        return rows
    }

    private static func insert(_ row: Row, into table: String, _ db: Database) throws -> Bool {
        let known = Set(try db.columns(in: table).map(\.name))
        let columns = row.columnNames.filter(known.contains)
        guard !columns.isEmpty else { return false }
        let values = columns.map { row[$0] as DatabaseValue }
        try db.execute(
            sql:
                "INSERT OR IGNORE INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(values))
        if db.changesCount == 1 { return true }
        return try alreadyThere(row, in: table, db)
    }

    /// Whether a row with the same key is in the table already.
    private static func alreadyThere(_ row: Row, in table: String, _ db: Database) throws -> Bool {
        let key = try db.primaryKey(table).columns
        guard !key.isEmpty, key.allSatisfy(row.hasColumn) else { return false }
        let values = key.map { row[$0] as DatabaseValue }
        return try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE \(key.map { "\($0) = ?" }.joined(separator: " AND ")))",
            arguments: StatementArguments(values)) ?? false
    }
}
