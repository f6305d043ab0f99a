import Foundation
import GRDB

/// Sets the `nearbyBaseline` table right before it is used, inside the caller's transaction: a trigger on it or a
/// view in its place is dropped, a table of other columns is renamed aside (`nearbyBaseline_damaged_TIME`, its rows
/// kept), and a missing table is made again. Says what it did, for a warning.
enum BaselineTableRepair {
    static func setRight(_ db: Database, at date: Date) throws -> [String] {
        let table = SQLiteNearbyBaselineStore.table
        var done: [String] = []
        let objects = try Row.fetchAll(
            db, sql: "SELECT type, name FROM sqlite_master WHERE name = ? OR (type = 'trigger' AND tbl_name = ?)",
            arguments: [table, table]
        ).map { (type: $0["type"] as String? ?? "", name: $0["name"] as String? ?? "") }
        for trigger in objects where trigger.type == "trigger" {
            try db.execute(sql: "DROP TRIGGER \(trigger.name.quotedDatabaseIdentifier)")
            done.append("a trigger on the answers of nearby --changes (\(trigger.name)) was dropped")
        }
        let kind = objects.first { $0.name == table }?.type
        var makeTable = kind != "table"
        if kind == "view" {
            try db.execute(sql: "DROP VIEW \(table)")
            done.append("a view stood in place of the answers of nearby --changes: dropped, the table made again")
        } else if kind == "table", try columns(db) != ["queryKey", "places", "recordedAt"] {
            let aside = "\(table)_damaged_\(Int(date.timeIntervalSince1970))"
            try db.execute(sql: "ALTER TABLE \(table) RENAME TO \(aside.quotedDatabaseIdentifier)")
            done.append("the table of the answers of nearby --changes was damaged: renamed \(aside), made again")
            makeTable = true
        } else if kind == nil {
            done.append("the table of the answers of nearby --changes was missing: made again")
        }
        if makeTable { try db.execute(sql: SQLiteNearbyBaselineStore.createTable) }
        return done
    }

    private static func columns(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "PRAGMA table_info(nearbyBaseline)").compactMap { $0["name"] as String? }
    }
}
