import Domain
import Foundation
import GRDB

/// Sets the `nearbyBaseline` table right before it is used, inside the caller's transaction: a trigger or an index
/// on it, or a view in its place, is dropped; a table made otherwise than foodybite makes it (other columns, other
/// types, a CHECK, no primary key) is renamed aside (`nearbyBaseline_damaged_TIME`, its rows kept); and a missing
/// table is made again. Says what it did, for a warning.
enum BaselineTableRepair {
    static func setRight(_ db: Database, at date: Date) throws -> [String] {
        let table = SQLiteNearbyBaselineStore.table
        var done: [String] = []
        let objects = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, sql FROM sqlite_master
                WHERE name = ? OR (type IN ('trigger', 'index') AND tbl_name = ? AND sql IS NOT NULL)
                """,
            arguments: [table, table]
        ).map { (type: $0["type"] as String? ?? "", name: $0["name"] as String? ?? "", sql: $0["sql"] as String? ?? "") }
        for object in objects where ["trigger", "index"].contains(object.type) {
            try db.execute(sql: "DROP \(object.type.uppercased()) \(object.name.quotedDatabaseIdentifier)")
            done.append(
                "a\(object.type == "index" ? "n" : "") \(object.type) on the answers of nearby \(OptionName.changes) (\(object.name)) was dropped"
            )
        }
        let kind = objects.first { $0.name == table }?.type
        var makeTable = kind != "table"
        if kind == "view" {
            try db.execute(sql: "DROP VIEW \(table)")
            done.append("a view stood in place of the answers of nearby \(OptionName.changes): dropped, the table made again")
        } else if kind == "table", let sql = objects.first(where: { $0.name == table })?.sql,
            Self.normalized(sql) != Self.normalized(SQLiteNearbyBaselineStore.createTable)
        {
            let aside = "\(table)_damaged_\(Int(date.timeIntervalSince1970))"
            try db.execute(sql: "ALTER TABLE \(table) RENAME TO \(aside.quotedDatabaseIdentifier)")
            done.append("the table of the answers of nearby \(OptionName.changes) was damaged: renamed \(aside), made again")
            makeTable = true
        } else if kind == nil {
            done.append("the table of the answers of nearby \(OptionName.changes) was missing: made again")
        }
        if makeTable { try db.execute(sql: SQLiteNearbyBaselineStore.createTable) }
        return done
    }

    /// The statement as SQLite keeps it, compared without case or runs of white space.
    private static func normalized(_ sql: String) -> String {
        sql.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
