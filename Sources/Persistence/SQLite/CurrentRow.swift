import Domain
import Foundation
import GRDB
import GRDBSQLite

/// The current row of a statement a GRDB cursor is stepping, read by column index straight from SQLite, with
/// `Row+Checked`'s rules (a value of the wrong storage class is nil, never a trap): what `row["name"]` costs in
/// a name lookup and a generic conversion (2.4 K instructions a value, 40 K a cached place) it does in a call.
struct CurrentRow {
    private let statement: OpaquePointer

    init(_ statement: Statement) {
        self.statement = statement.sqliteStatement
    }

    func string(_ column: Int32) -> String? {
        // As GRDB reads text (`String(cString:)`: up to a NUL, invalid UTF-8 repaired).
        guard sqlite3_column_type(statement, column) == SQLITE_TEXT, let text = sqlite3_column_text(statement, column)
        else { return nil }
        return String(cString: text)
    }

    func double(_ column: Int32) -> Double? {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_FLOAT:
            let value = sqlite3_column_double(statement, column)
            return value.isFinite ? value : nil
        case SQLITE_INTEGER: return Double(sqlite3_column_int64(statement, column))
        default: return nil
        }
    }

    func int(_ column: Int32) -> Int? {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return Int(exactly: sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return Int(exactly: sqlite3_column_double(statement, column))
        default: return nil
        }
    }

    func bool(_ column: Int32) -> Bool? {
        guard sqlite3_column_type(statement, column) == SQLITE_INTEGER else { return nil }
        return sqlite3_column_int64(statement, column) != 0
    }

    /// A stored instant (seconds since 1970) within `Plausible.dates`.
    func date(_ column: Int32) -> Date? {
        double(column).flatMap { Plausible.date(secondsSince1970: $0) }
    }
}
