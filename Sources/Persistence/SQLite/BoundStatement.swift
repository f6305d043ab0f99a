import GRDB
import GRDBSQLite

/// A statement run with its values bound one by one (SQLite's own calls), for writes of many rows in one transaction:
/// GRDB's `StatementArguments` boxes each value as an existential and checks the count at every run, which for a
/// city's 300,000 places and 18 columns each was a second of work. The statement stays GRDB's (prepared in its
/// connection, finalized by it); only running it goes around.
struct BoundStatement {
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    private let statement: Statement
    private let connection: OpaquePointer?

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        connection = db.sqliteConnection
    }

    private var handle: OpaquePointer { statement.sqliteStatement }

    func bind(_ value: String?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        sqlite3_bind_text(handle, index, value, Int32(clamping: value.utf8.count), Self.transient)
    }

    func bind(_ value: Double?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        sqlite3_bind_double(handle, index, value)
    }

    func bind(_ value: Int?, at index: Int32) {
        guard let value else { return bindNull(at: index) }
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    func bind(_ value: Bool?, at index: Int32) {
        bind(value.map { $0 ? 1 : 0 }, at: index)
    }

    private func bindNull(at index: Int32) {
        sqlite3_bind_null(handle, index)
    }

    /// Runs the statement to its end; what it wrote is in `changes`.
    func run() throws {
        defer { sqlite3_reset(handle) }
        var code = sqlite3_step(handle)
        while code == SQLITE_ROW { code = sqlite3_step(handle) }
        guard code == SQLITE_DONE else { throw error(code) }
    }

    /// The rows the last run inserted, updated or deleted.
    var changes: Int32 { sqlite3_changes(connection) }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: connection.map { String(cString: sqlite3_errmsg($0)) },
            sql: statement.sql)
    }
}
