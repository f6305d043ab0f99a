import Foundation
import XCTest

extension XCTestCase {
    /// Committed writes, each a transaction of its own, by a connection that is never checkpointed or closed cleanly
    /// (as a killed process leaves them): their frames stay in the `-wal` file.
    func rawWrite(_ url: URL, _ statements: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", killedWriter, url.path] + statements
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 9, "python3 should have been killed after its commits", file: file, line: line)
    }
}

/// Commits each statement, then dies without closing (SIGKILL), so SQLite's checkpoint at the last close never runs.
private let killedWriter = """
    import os, signal, sqlite3, sys
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    for statement in sys.argv[2:]:
        db.execute(statement)
    os.kill(os.getpid(), signal.SIGKILL)
    """
