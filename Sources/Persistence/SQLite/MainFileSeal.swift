import Domain
import Foundation
import GRDB

/// What foodybite last left in the main file of a database whose writes are each checkpointed (the user's data):
/// `<file>.seal` holds the file's size and modification time and a 64-bit hash of every row of every table, written
/// after each checkpoint, through the database's own connection, atomically (a temporary file renamed over it). Before
/// the checkpoint, the rows just committed are recorded as expected (`pending`): a process killed between the
/// checkpoint and the seal's rewrite leaves a file whose rows are those, never a false alarm. SQLite cannot see a damaged record whose page is
/// still well formed (`quick_check` passes, a value has silently changed, a row is gone); rows that differ from the
/// seal while the `-wal` file is empty were changed by something other than foodybite: damage, or a file copied over
/// it (a backup restored). Either way it is said, never used silently. Damage to unused space changes no row.
enum MainFileSeal {
    private struct Seal: Equatable {
        let size: UInt64
        let modified: TimeInterval
        let hash: UInt64
        /// The rows committed and not yet checkpointed into the file when the seal was written, if any.
        var pending: UInt64?

        var text: String {
            "\(size) \(modified) \(String(hash, radix: 16))" + (pending.map { " " + String($0, radix: 16) } ?? "") + "\n"
        }
    }

    /// Whether the file holds what foodybite left in it; nil when no seal was written yet (or it is unreadable). The
    /// rows are read only when the file's size or time differ from the seal's.
    static func holds(for url: URL, _ db: Database) throws -> Bool? {
        AtomicFile.removeStaleTemporaries(of: URL(fileURLWithPath: url.path + ".seal"))  // of a writer killed
        guard let seal = recorded(url) else { return nil }
        guard let (size, modified) = stat(url) else { return false }
        if size == seal.size && modified == seal.modified { return true }
        let rows = try hash(db)
        return rows == seal.hash || rows == seal.pending
    }

    /// Records the rows as committed now as the ones the file is about to hold (before a checkpoint), beside those it
    /// holds: a seal is written (atomically) that accepts either.
    static func expect(for url: URL, _ db: Database) throws {
        guard var seal = recorded(url) else { return }
        seal.pending = try hash(db)
        try AtomicFile.write(Data(seal.text.utf8), to: URL(fileURLWithPath: url.path + ".seal"), mode: 0o600)
    }

    /// Whether any table of foodybite's holds a row (a file without a seal and without rows was never sealed: made
    /// by a process killed before its first seal).
    static func hasRows(_ db: Database) throws -> Bool {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'"
        )
        return try tables.contains { table in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") ?? false
        }
    }

    /// Records the file as it is now (under the database's lock, after a checkpoint). Unless `force` (after a write
    /// of foodybite's own: two writes within one tick of the file system's clock can leave the same size and time),
    /// nothing when its size and modification time are those recorded.
    static func write(for url: URL, _ db: Database, force: Bool = false) throws {
        guard let (size, modified) = stat(url),
            force || (recorded(url).map({ $0.size != size || $0.modified != modified }) ?? true)
        else { return }
        let seal = Seal(size: size, modified: modified, hash: try hash(db))
        try AtomicFile.write(Data(seal.text.utf8), to: URL(fileURLWithPath: url.path + ".seal"), mode: 0o600)
    }

    private static func recorded(_ url: URL) -> Seal? {
        guard let text = try? String(contentsOfFile: url.path + ".seal", encoding: .utf8) else { return nil }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard (3...4).contains(fields.count), let size = UInt64(fields[0]), let modified = Double(fields[1]),
            let hash = UInt64(fields[2], radix: 16)
        else { return nil }
        let pending = fields.count == 4 ? UInt64(fields[3], radix: 16) : nil
        guard fields.count == 3 || pending != nil else { return nil }
        return Seal(size: size, modified: modified, hash: hash, pending: pending)
    }

    private static func stat(_ url: URL) -> (UInt64, TimeInterval)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = (attributes[.size] as? NSNumber)?.uint64Value,
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
        else { return nil }
        return (size, modified)
    }

    /// FNV-1a over every table's name and rows, each value with its type: not a cryptographic hash, a damage detector.
    private static func hash(_ db: Database) throws -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
        }
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        for table in tables {
            mix(Array(table.utf8) + [0])
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)")
            while let row = try rows.next() {
                for value in row.databaseValues {
                    switch value.storage {
                    case .null: mix([1])
                    case .int64(let number): mix([2] + withUnsafeBytes(of: number.littleEndian, Array.init))
                    case .double(let number): mix([3] + withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init))
                    case .string(let text): mix([4] + withUnsafeBytes(of: UInt64(text.utf8.count), Array.init) + text.utf8)
                    case .blob(let data): mix([5] + withUnsafeBytes(of: UInt64(data.count), Array.init) + data)
                    }
                }
                mix([6])
            }
        }
        return hash
    }
}
