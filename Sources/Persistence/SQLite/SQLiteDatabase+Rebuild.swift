import Foundation
import GRDB

extension SQLiteDatabase {
    /// A new file at `url` holding what `salvage` can read of the damaged one set aside at `aside`, then sealed; the
    /// salvage marker is removed last. Run again after a kill at any step, it copies nothing twice (rows keep their
    /// keys, and a row already there is left as it is). What was recovered, as a notice's tail.
    static func rebuild(
        _ url: URL, from aside: String, _ migrations: [(String, String)], salvage: Salvage?, checkpointsWrites: Bool,
        _ afterStep: (WriteStep) throws -> Void
    ) throws -> (DatabaseQueue, String) {
        let queue = try openAndMigrate(url, migrations)
        let recovered = salvage.map { "; " + $0(URL(fileURLWithPath: aside), queue) } ?? ""
        if checkpointsWrites {
            _ = try? queue.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try afterStep(.salvaged)
            try queue.read { try MainFileSeal.write(for: url, $0, force: true) }
        }
        SalvageMarker.remove(url)
        return (queue, recovered)
    }
}
