import Foundation
import GRDB
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The cache, end to end: offline fallback, several processes at once, kills, corruption, a read-only
/// directory and a full disk.
final class CacheEndToEndTests: ClassSandboxTestCase {
    override class func setUp() { ClassSandbox.start(for: self) }
    override class func tearDown() { ClassSandbox.stop(for: self) }
    private func sharedSandbox() throws -> SandboxProcess { try ClassSandbox.sandbox(for: Self.self) }

    private let dijon = ["nearby", "--location", "47.3220,5.0415", "--radius", "1000", "--format", "json"]

    func test_nearby_servesTheSameQueryFromTheCacheOnceGoogleIsUnreachable() throws {
        // Given an online query
        let sandbox = try SandboxProcess()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        foodybite.home = try Foodybite.makeHome(for: self)
        let online = try foodybite.run(dijon)
        XCTAssertEqual(online.code, 0, online.stderr)
        XCTAssertTrue(online.jsonRows.allSatisfy { $0["cachedAt"] is NSNull })

        // When the sandbox is gone
        sandbox.stop()
        let offline = try foodybite.run(dijon)

        // Then
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(
            Set(offline.jsonRows.compactMap { $0["placeID"] as? String }),
            Set(online.jsonRows.compactMap { $0["placeID"] as? String }))
        XCTAssertTrue(offline.jsonRows.allSatisfy { ($0["cachedAt"] as? String)?.hasSuffix("Z") == true })
        XCTAssertTrue(
            offline.stderr.contains("cannot reach Google Places: connection refused: answering from the cache"), offline.stderr)
        XCTAssertTrue(offline.stderr.contains("showing cached results (fetched just now)"), offline.stderr)
    }

    func test_nearby_offlineAnswersAnotherCentreFromTheCacheWithoutAKey_andNoCacheDoesNot() throws {
        // Given
        let sandbox = try SandboxProcess()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(dijon).code, 0)
        sandbox.stop()

        // When
        var keyless = foodybite
        keyless.key = nil
        let offline = try keyless.run([
            "nearby", "--location", "47.3230,5.0420", "--radius", "300", "--offline", "--format", "json",
        ])
        let noCache = try foodybite.run(dijon + ["--no-cache"])

        // Then
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertFalse(offline.jsonRows.isEmpty)
        XCTAssertTrue(offline.jsonRows.allSatisfy { ($0["distanceMeters"] as? Int ?? .max) <= 300 })
        XCTAssertEqual(noCache.code, 69, noCache.stderr)
    }

    func test_cache_eightProcessesWritingAtOnceAllSucceed() throws {
        // Given eight searches around eight centres, sharing one cache
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        foodybite.home = try Foodybite.makeHome(for: self)
        let centres = [
            "47.3220,5.0415", "-33.8670,151.1957", "-33.8688,151.2093", "40.7306,-73.9866", "41.3851,2.1734",
            "47.3250,5.0450", "-33.8600,151.2000", "40.7400,-74.0000",
        ]

        // When
        let results = Results()
        let runner = foodybite
        DispatchQueue.concurrentPerform(iterations: centres.count) { index in
            results.set(
                index,
                Result { try runner.run(["nearby", "--location", centres[index], "--radius", "2000", "--format", "json"]) })
        }

        // Then
        let all = try results.values.map { try $0.get() }
        XCTAssertEqual(all.map(\.code), Array(repeating: 0, count: 8), all.map(\.stderr).joined())
        XCTAssertTrue(all.allSatisfy { !$0.stderr.contains("cache") }, all.map(\.stderr).joined())
        let listed = Set(all.flatMap { $0.jsonRows.compactMap { $0["placeID"] as? String } })
        XCTAssertGreaterThanOrEqual(
            try placeCount(home: try XCTUnwrap(foodybite.home)), listed.count, "every listed place was cached")
    }

    func test_cache_staysConsistentWhenWritersAreKilledMidWrite() throws {
        // Given writers killed with SIGKILL at moments spread over their run
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        for attempt in 0..<12 {
            let delay = Double(attempt % 6) * 0.02
            let script =
                "'\(Binaries.foodybite.path)' nearby --location -33.8670,151.1957 --radius 5000 --format json >/dev/null 2>&1 & pid=$!; sleep \(delay); kill -9 $pid; wait $pid; exit 0"
            _ = try foodybite.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        }

        // When
        let after = try foodybite.run(dijon)

        // Then
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertFalse(after.stderr.contains("corrupt"), after.stderr)
        let database = try DatabaseQueue(path: cacheFile(home: home).path)
        XCTAssertEqual(try database.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }

    func test_cache_aCorruptFileIsMovedAsideRebuiltAndWarnedAbout() throws {
        // Given garbage where the cache should be
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        let file = cacheFile(home: home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 16_384).write(to: file)

        // When
        let result = try foodybite.run(dijon)

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.jsonRows.isEmpty)
        XCTAssertTrue(result.stderr.contains("was corrupt: moved to"), result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertTrue(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
        XCTAssertGreaterThan(try placeCount(home: home), 0)
    }

    func test_cache_aDamagedPageFoundAfterOpening_movesTheFileAsideOnce_andTheNextSearchesWork() throws {
        // Given a cache whose last page (an index the offline search reads) is overwritten, as a disk error would
        // (issue 55: every `--offline` search after it exited 70 and the file was never moved aside)
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        let home = try Foodybite.makeHome(for: self)
        foodybite.home = home
        XCTAssertEqual(try foodybite.run(dijon).code, 0)
        let file = cacheFile(home: home)
        let pages = try DatabaseQueue(path: file.path).writeWithoutTransaction { db -> Int in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        }
        let handle = try FileHandle(forWritingTo: file)
        try handle.seek(toOffset: UInt64((pages - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()

        // When
        let offline = try foodybite.run(dijon + ["--offline"])
        let again = try foodybite.run(dijon + ["--offline"])
        let online = try foodybite.run(dijon)

        // Then the damage is said once, with where the file went; then the cache is empty, then filled again
        XCTAssertEqual(offline.code, 69, offline.stderr)
        XCTAssertTrue(offline.stderr.contains("is damaged: moved to"), offline.stderr)
        XCTAssertEqual(offline.lineCountOnStderr, 1, offline.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertTrue(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertFalse(again.stderr.contains("damaged"), again.stderr)
        XCTAssertEqual(online.code, 0, online.stderr)
        XCTAssertFalse(online.jsonRows.isEmpty)
    }

    func test_cache_aReadOnlyCacheDirectoryDegradesToNoCacheWithAWarning() throws {
        // Given a cache directory the user cannot write (as root, the binary runs as nobody)
        let sandbox = try sharedSandbox()
        let home = try Foodybite.makeHome(for: self)
        let cache = home.appendingPathComponent("cache/foodybite")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        foodybite.home = home
        var wrapper: [String] = []
        var executable = Binaries.foodybite
        if getuid() == 0 {
            // Root writes anywhere: run as nobody, from a copy it may execute, in a home it may read. (The file itself,
            // not the link `scripts/test-release.sh` makes to it: a link into a clone nobody may enter, a `mktemp -d`,
            // is one setpriv still executes, but the process then cannot find its own folder, which Foundation needs.)
            let copy = home.appendingPathComponent("bin/foodybite")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Binaries.foodybite.resolvingSymlinksInPath(), to: copy)
            for path in [home.path, copy.deletingLastPathComponent().path, copy.path] { chmod(path, 0o755) }
            chmod(home.appendingPathComponent("cache").path, 0o755)
            for path in ["config", "data", "state"] {
                try FileManager.default.createDirectory(at: home.appendingPathComponent(path), withIntermediateDirectories: true)
                chmod(home.appendingPathComponent(path).path, 0o777)
            }
            executable = copy
            wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        chmod(cache.path, 0o555)

        // When
        let result = try foodybite.run(dijon, executable: executable, wrapper: wrapper)

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.jsonRows.isEmpty)
        XCTAssertTrue(result.stderr.contains("warning: cache disabled:"), result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1, result.stderr)
    }

    func test_cache_aFullDiskDoesNotLoseTheNetworkAnswer() throws {
        // Given a process that may not grow any file past 72 blocks (36 KiB with dash): room for SQLite's 32 KiB
        // shared-memory file, not for the write-ahead log of the save (the disk is "full" for it)
        let sandbox = try sharedSandbox()
        var foodybite = Foodybite(sandbox: sandbox).inCLocale
        foodybite.home = try Foodybite.makeHome(for: self)
        XCTAssertEqual(try foodybite.run(dijon).code, 0, "a first run creates the cache and the user data")
        let script = "trap '' XFSZ; ulimit -f 72; exec \"$0\" \"$@\""

        // When
        let result = try foodybite.run(
            [
                "nearby", "--location", "-33.8670,151.1957", "--radius", "5000", "--format", "json", "--places-api", "legacy",
                "--limit", "20",
            ],
            wrapper: ["/bin/sh", "-c", script])

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.jsonRows.isEmpty)
        XCTAssertTrue(result.stderr.contains("warning: could not save the results in the cache:"), result.stderr)
        XCTAssertEqual(result.jsonRows.count, 20)
    }

    // MARK: - Helpers

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Int: Result<ProcessRunner.Result, any Error>] = [:]

        func set(_ index: Int, _ result: Result<ProcessRunner.Result, any Error>) {
            lock.withLock { storage[index] = result }
        }

        var values: [Result<ProcessRunner.Result, any Error>] {
            lock.withLock { storage.keys.sorted().compactMap { storage[$0] } }
        }
    }

    private func cacheFile(home: URL) -> URL {
        home.appendingPathComponent("cache/foodybite/cache.sqlite")
    }

    private func placeCount(home: URL) throws -> Int {
        let database = try DatabaseQueue(path: cacheFile(home: home).path)
        return try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") ?? 0 }
    }
}
