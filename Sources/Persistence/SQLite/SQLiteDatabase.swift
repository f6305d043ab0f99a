import Domain
import Foundation
import GRDB

/// Opens a SQLite file shared by several processes: WAL, a busy timeout, IMMEDIATE write transactions,
/// migrations serialised by a file lock, and a corrupt file moved aside and rebuilt (with what `salvage` can still
/// read of it copied into the new one, and said in `notices`). With `checkpointsWrites` (the user's data), each write
/// is moved into the main file as it commits, under the file lock, so that the `-wal` file is empty between commands
/// and the main file alone is a backup (`WriteAheadLog`); without (the cache), a write that leaves the `-wal` file
/// larger than `WriteAheadLog.cacheLimit` moves it into the main file.
public final class SQLiteDatabase: Sendable {
    /// Copies what can still be read from the corrupt file (moved aside at the URL) into the new database, and
    /// says what it recovered.
    public typealias Salvage = @Sendable (URL, DatabaseQueue) -> String

    /// What opening did besides opening, for the user to be told (a corrupt file moved aside).
    public let notices: [String]
    let queue: DatabaseQueue
    private let lock: FileLock
    private let checkpointsWrites: Bool
    /// The main file opened (device and inode).
    private let opened: [UInt64]?
    /// Called after each step of a checkpointed write (the tests stop a write there, as a kill would).
    private let afterStep: @Sendable (WriteStep) throws -> Void

    /// The steps of a write of the user's data, and of opening it, each of which a kill may follow: a write commits,
    /// records its rows as expected, checkpoints and seals; an open settles what an interrupted command left in the
    /// `-wal` file, and a damaged file is marked for salvage, set aside, salvaged into a new one, then sealed.
    public enum WriteStep: String, Sendable {
        case committed, expected, checkpointed, sealed, settled, markedForSalvage, setAside, salvaged
        /// A write done and its lock released.
        case unlocked
    }

    /// The file's path, for messages.
    public var path: String { queue.path }

    /// Opens (creating the 0700 directory and the file when needed) and migrates `url`. `verifiesIntegrity` also
    /// runs `PRAGMA quick_check` (for small files of user data: a damaged page is found now, not on a later read).
    public convenience init(
        url: URL, migrations: [(String, String)], verifiesIntegrity: Bool = false, checkpointsWrites: Bool = false,
        salvage: Salvage? = nil
    ) throws {
        try self.init(
            url: url, migrations: migrations, verifiesIntegrity: verifiesIntegrity, checkpointsWrites: checkpointsWrites,
            salvage: salvage, afterStep: { _ in })
    }

    public init(
        url: URL, migrations: [(String, String)], verifiesIntegrity: Bool, checkpointsWrites: Bool, salvage: Salvage?,
        afterStep: @escaping @Sendable (WriteStep) throws -> Void
    ) throws {
        self.afterStep = afterStep
        let directory = url.deletingLastPathComponent()
        if let reason = PrivateDirectory.make(directory.path) {
            throw StoreError.cannotCreateDirectory(directory.path, reason)
        }
        var notices: [String] = []
        // A file opened here before has its lock file beside it: a seal missing then was removed. A file put here
        // (a backup restored into a new home) has neither, and is sealed as it is.
        let openedHereBefore = FileManager.default.fileExists(atPath: url.path + ".lock")
        let lock = FileLock(path: url.path + ".lock")
        self.lock = lock
        self.checkpointsWrites = checkpointsWrites
        queue = try lock.withLock {
            if salvage != nil, let aside = SalvageMarker.pending(url) {
                // A command killed while rebuilding a damaged file: its move is finished and its salvage taken up again.
                if !SetAside.exists(url.path) { try SetAside.move(url, to: aside) }
                let (queue, recovered) = try Self.rebuild(
                    url, from: aside, migrations, salvage: salvage, checkpointsWrites: checkpointsWrites, afterStep)
                notices.append(
                    "\(url.path) had been found damaged and moved to \(aside) by a command interrupted before it was "
                        + "rebuilt: rebuilt now\(recovered)")
                return queue
            }
            if let notice = try Self.moveAsideIfNotAFile(url) { notices.append(notice) }
            if let orphans = try SetAside.orphans(url) {
                notices.append(
                    "\(url.path) was missing beside its -wal or -shm file (a move aside interrupted, or removed): "
                        + "they were moved to \(orphans), never read into the new file")
            }
            let walSize = checkpointsWrites ? WriteAheadLog.size(of: url) : 0
            do {
                // With an empty `-wal` file the main file is as the last checkpoint left it, or it was changed: damaged
                // (said as corrupt when SQLite finds it so), or copied over.
                let queue = try Self.openMigrateAndCheck(url, migrations, verifiesIntegrity: verifiesIntegrity)
                if checkpointsWrites, walSize == 0 {
                    switch try queue.read({ try MainFileSeal.holds(for: url, $0) }) {
                    case false: throw Damage.changed
                    case nil where try openedHereBefore && queue.read(MainFileSeal.hasRows):
                        notices.append(
                            "\(url.path) has no seal (\(url.lastPathComponent).seal was removed): its rows could not be "
                                + "checked against what foodybite last wrote, and are taken as they are")
                    default: break
                    }
                }
                // Only the user data is settled: a cache's `-wal` file is left to SQLite's own checkpoints (every
                // 1,000 pages), as moving it at every open cost three fdatasyncs (milliseconds) a cached search.
                if checkpointsWrites {
                    if let notice = try WriteAheadLog.settle(queue, url: url, size: walSize, now: Date()) {
                        notices.append(notice)
                    }
                    try afterStep(.settled)
                    try queue.read { try MainFileSeal.write(for: url, $0) }
                }
                return queue
            } catch let error where Self.isDamage(error) {
                // Marked before it moves, so that a kill at any step leaves the salvage to the next open.
                let aside = try SetAside.freeName(for: url.path + ".corrupt-" + SetAside.stamp(Date()))
                if salvage != nil {
                    try SalvageMarker.write(aside, for: url)
                    try afterStep(.markedForSalvage)
                }
                try SetAside.move(url, to: aside)
                try afterStep(.setAside)
                let (queue, recovered) = try Self.rebuild(
                    url, from: aside, migrations, salvage: salvage, checkpointsWrites: checkpointsWrites, afterStep)
                let what =
                    error as? Damage == .changed
                    ? "differs from what foodybite last wrote (damaged, or copied over)" : "was corrupt"
                notices.append("\(url.path) \(what): moved to \(aside) and rebuilt\(recovered)")
                return queue
            }
        }
        self.notices = notices
        opened = Self.identity(of: url)
    }

    /// Runs `updates` in an IMMEDIATE transaction: the write lock is taken up front, so that two processes
    /// never deadlock upgrading read locks; a busy database is waited for (busy timeout).
    public func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do {
            return try checkedWrite(updates)
        } catch let error where Self.isDamage(error) {
            throw damaged(error)
        }
    }

    private func checkedWrite<T>(_ updates: (Database) throws -> T) throws -> T {
        guard checkpointsWrites else {
            let result = try transaction(updates)
            if WriteAheadLog.size(of: URL(fileURLWithPath: queue.path)) > WriteAheadLog.cacheLimit {
                // A checkpoint a reader keeps from finishing is done by a later write.
                _ = try? queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            }
            return result
        }
        let result = try lock.withLock {
            let url = URL(fileURLWithPath: queue.path)
            let result = try transaction(updates)
            try afterStep(.committed)
            // The rows as committed are sealed as expected before the checkpoint moves them into the main file, so
            // that a process killed between the checkpoint and the seal's rewrite leaves a seal that knows them.
            try? queue.read { try MainFileSeal.expect(for: url, $0) }
            try afterStep(.expected)
            // A checkpoint a reader keeps from finishing is done by the next write, or at the next open.
            _ = try? queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try afterStep(.checkpointed)
            try? queue.read { try MainFileSeal.write(for: url, $0, force: true) }
            try afterStep(.sealed)
            return result
        }
        try afterStep(.unlocked)
        return result
    }

    private func transaction<T>(_ updates: (Database) throws -> T) throws -> T {
        try queue.writeWithoutTransaction { db in
            var result: T?
            try db.inTransaction(.immediate) {
                result = try updates(db)
                return .commit
            }
            guard let result else { throw StoreError.cannotOpen(db.description, "transaction ended without result") }
            return result
        }
    }

    public func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(value)
        } catch let error where Self.isDamage(error) {
            throw damaged(error)
        }
    }

    /// A damaged page found after opening (issue 55: one near the end of the cache made every `--offline` search exit
    /// 70, the file never moved aside). The cache's file is moved aside now, under its lock, unless another process
    /// already did (the path names another file), so that the next command starts a new one; the user's data is left
    /// for its next open, whose integrity check moves it aside and recovers what it can. Either way the error says so.
    private func damaged(_ error: any Error) -> ServiceError {
        let url = URL(fileURLWithPath: queue.path)
        guard !checkpointsWrites else {
            return ServiceError(
                .unavailable, "\(url.path) is damaged: the next foodybite command moves it aside and recovers what it can")
        }
        do {
            let aside = try lock.withLock { () -> String? in
                guard Self.identity(of: url) == opened else { return nil }
                return try SetAside.move(url, label: "corrupt")
            }
            return ServiceError(
                .unavailable,
                "the cache \(url.path) is damaged: " + (aside.map { "moved to \($0); " } ?? "")
                    + "the next search online makes a new one")
        } catch {
            return ServiceError(.unavailable, "the cache \(url.path) is damaged and could not be moved aside: \(error)")
        }
    }

    /// The file's device and inode (nil when there is none), to know it is still the one opened.
    private static func identity(of url: URL) -> [UInt64]? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    private static func openMigrateAndCheck(_ url: URL, _ migrations: [(String, String)], verifiesIntegrity: Bool) throws
        -> DatabaseQueue
    {
        let queue = try openAndMigrate(url, migrations)
        if verifiesIntegrity {
            let result = try queue.read { db in try String?.fetchAll(db, sql: "PRAGMA quick_check") }
            guard result == ["ok"] else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "quick_check failed") }
        }
        return queue
    }

    static func openAndMigrate(_ url: URL, _ migrations: [(String, String)]) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)  // the same 5 s as the lock files (docs/reliability.md)
        // No schema of foodybite declares a foreign key (the cache's one went with its table in v2): GRDB's
        // `PRAGMA foreign_keys = ON` at every open only cost a statement built from an SQL literal (0.35 M
        // instructions, most of them a conformance search).
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            // WAL is a property of the file, set once: asking for it again changes nothing. (GRDB's own `.wal` also
            // writes and syncs a transaction at every open to make the -wal file exist: three fdatasyncs for a
            // read.) Read as a row: `String.fetchOne`'s generic cursor costs the runtime conformance searches.
            guard try Row.fetchOne(db, sql: "PRAGMA journal_mode = WAL")?.checkedString("journal_mode") == "wal" else {
                throw DatabaseError(message: "could not use WAL mode")
            }
            // No memory-mapped reads: the pages an offline search touched counted in its peak memory (31 MB instead
            // of 25 with 20,000 places in range), nearest-first searches touch few pages, and a file truncated by
            // another process would be a SIGBUS instead of an error.
            try db.makeStatement(sql: "PRAGMA synchronous = NORMAL").execute()
        }
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        // `user_version` counts the migrations applied, so that a current file (nearly every open) is known by one
        // pragma instead of the migrator's table; a file migrated by an older foodybite (0) or a newer one (more)
        // goes through the migrator, as before.
        let version = try queue.inDatabase { db in try Row.fetchOne(db, sql: "PRAGMA user_version")?.checkedInt("user_version") }
        if version != migrations.count {
            var migrator = DatabaseMigrator()
            for (identifier, sql) in migrations {
                migrator.registerMigration(identifier) { db in try db.execute(sql: sql) }
            }
            try migrator.migrate(queue)
            try queue.inDatabase { db in try db.execute(sql: "PRAGMA user_version = \(migrations.count)") }
        }
        for suffix in ["", "-wal", "-shm"] {
            _ = chmod(url.path + suffix, 0o600)  // what exists; a missing -wal or -shm is no error
        }
        return queue
    }

    /// A database file, or its `-wal` or `-shm`, that is no regular file is not opened: a symbolic link is not followed
    /// (it could point anywhere foodybite can write), and a FIFO, a folder or a device is no database (issue 55: a
    /// FIFO `-wal` made `favorites add` exit 70). It is moved aside with its companions, as a corrupt file is, and a
    /// new file is made.
    private static func moveAsideIfNotAFile(_ url: URL) throws -> String? {
        var notices: [String] = []
        for suffix in ["", "-wal", "-shm"] {
            var info = stat()
            guard lstat(url.path + suffix, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { continue }
            let link = info.st_mode & S_IFMT == S_IFLNK
            let what = link ? "a symbolic link, which is not followed" : "not a regular file"
            guard suffix.isEmpty else {
                // A companion alone: the main file and its data stay; SQLite makes a new companion.
                let aside = try SetAside.moveFile(url.path + suffix, label: link ? "symlink" : "special")
                notices.append("\(url.path + suffix) was \(what): moved to \(aside), and a new one made")
                continue
            }
            let aside = try SetAside.move(url, label: link ? "symlink" : "special")
            return "\(url.path) was \(what): moved to \(aside), and a new file made"
        }
        return notices.isEmpty ? nil : notices.joined(separator: "; ")
    }

    private enum Damage: Error {
        case changed
    }

    /// What opening a damaged file throws: SQLite's corrupt or not-a-database, a row of its own tables (the
    /// migrations') that does not decode, or a main file that is not as foodybite left it.
    private static func isDamage(_ error: any Error) -> Bool {
        if let error = error as? DatabaseError { return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) }
        return error is RowDecodingError || error is Damage
    }
}
