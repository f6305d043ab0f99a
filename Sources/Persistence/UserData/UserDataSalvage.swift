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
        return db.changesCount == 1
    }
}
