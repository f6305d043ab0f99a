import Foundation
import XCTest

/// No review lost, none doubled (issue 9, item 7), with real processes against the sandbox's Foodybite server.
final class ReviewGuaranteesEndToEndTests: XCTestCase {
    private let password = Foodybite.password
    private let place = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

    func test_twoSyncsAtOnce_postAPendingReviewOnce() throws {
        // Given a queued review, and a server slow to answer posts
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=503*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "5", "--text", "Once"]).code, 75)
        try sandbox.inject("POST /review=latency:2s*4")

        // When two syncs run at the same time
        let results = try concurrently(2) { _ in try foodybite.run(["review", "sync"]) }

        // Then the server has it once, and the outbox is empty
        XCTAssertEqual(results.map(\.code).sorted(), [0, 0], results.map(\.stderr).joined())
        XCTAssertEqual(try reviewTexts(foodybite), ["Once"])
        XCTAssertEqual(try posts(sandbox), 2, "the failed add, then one send")
    }

    func test_addWhileASyncRuns_postsTheReviewOnce() throws {
        // Given a server slow to answer posts
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=latency:3s*4")

        // When a sync starts while the add is sending (its claim's holder alive: issue 55's claims of the gone are
        // taken at once, a live one's never)
        let place = place
        let results = try concurrently(2) { index in
            if index == 1 { Thread.sleep(forTimeInterval: 1.5) }
            return try foodybite.run(
                index == 0 ? ["review", "add", place, "--stars", "4", "--text", "Single"] : ["review", "sync"])
        }

        // Then
        XCTAssertEqual(results.map(\.code), [0, 0], results.map(\.stderr).joined())
        XCTAssertTrue(results[1].stderr.contains("being sent by another foodybite 1"), results[1].stderr)
        XCTAssertEqual(try reviewTexts(foodybite), ["Single"])
        XCTAssertEqual(try posts(sandbox), 1)
    }

    func test_sync_afterAReviewAddKilledWhileSending_waitsUntilItsSendCanNoLongerLand_thenSendsItOnce() throws {
        // Given a `review add` killed (SIGKILL) while the server holds its post unanswered: its review is queued,
        // claimed by a process that is gone (its claim free at once), and its send may still land (issue 66)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=hang*1")
        let killed = try foodybite.run(
            ["review", "add", place, "--stars", "5", "--text", "Killed mid-send"],
            wrapper: ["/usr/bin/timeout", "-s", "KILL", "3"])
        XCTAssertTrue([SIGKILL, 128 + SIGKILL].contains(killed.code), "killed by timeout(1): \(killed.code) \(killed.stderr)")
        XCTAssertEqual(try posts(sandbox), 1, "killed after its post was sent")

        // When a sync runs at once, and another past the send's deadline (30 s here)
        let early = try foodybite.run(["review", "sync"])
        let sync = try foodybite.later(by: 31).run(["review", "sync"])

        // Then the first sends nothing and says for how long; the second looks on the server, then sends it, once
        XCTAssertEqual(early.code, 75, early.stderr)
        XCTAssertTrue(early.stderr.contains("may still reach the server for"), early.stderr)
        XCTAssertFalse(early.stderr.contains("another foodybite"), "its claim was free: \(early.stderr)")
        XCTAssertEqual(sync.code, 0, sync.stderr)
        XCTAssertTrue(sync.stderr.contains("Sent 1, already on the server 0"), sync.stderr)
        XCTAssertEqual(try reviewTexts(foodybite), ["Killed mid-send"])
        XCTAssertEqual(try posts(sandbox), 2, "the killed one (never answered), then one send")
    }

    func test_aPendingReview_isSentOnlyWithTheAccountThatWroteIt() throws {
        // Given Ada's review queued, then Ada logged out and Bob logged in with the same home
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=503*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "5", "--text", "Ada's"]).code, 75)
        XCTAssertEqual(try foodybite.run(["account", "logout"]).code, 0)
        try foodybite.signUpAndLogIn(as: "bob@example.com")

        // When Bob syncs and lists
        let sync = try foodybite.run(["review", "sync"])
        let bobs = try foodybite.run(["reviews", "--format", "json"])

        // Then nothing of Ada's was sent or listed as Bob's
        XCTAssertEqual(sync.code, 0, sync.stderr)
        XCTAssertEqual(bobs.stdout, "[]\n", "an empty list is []")
        XCTAssertEqual(try posts(sandbox), 1, "only Ada's failed attempt")

        // When Ada comes back, her review goes out under her name
        XCTAssertEqual(try foodybite.run(["account", "logout"]).code, 0)
        XCTAssertEqual(
            try foodybite.run(["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password)).code,
            0)
        XCTAssertEqual(try foodybite.run(["review", "sync"]).code, 0)
        XCTAssertEqual(try reviewTexts(foodybite), ["Ada's"])
    }

    func test_reviews_listsAReviewOnceWhenItIsOnTheServerAndStillQueued_andShowsPendingOnesOffline() throws {
        // Given a review stored by the server whose answer was lost (so it is also queued)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=lost*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "5", "--text", "Lost answer"]).code, 75)

        // When
        let online = try foodybite.run(["reviews", "--format", "json"])
        try sandbox.inject("GET /review*=503")
        let offline = try foodybite.run(["reviews", "--format", "json", "--no-cache"].filter { $0 != "--no-cache" })

        // Then
        XCTAssertEqual(online.code, 0, online.stderr)
        XCTAssertEqual(online.jsonRows.count, 1, online.stdout)
        XCTAssertEqual(online.jsonRows.first?["pending"] as? Bool, false)
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertEqual(offline.jsonRows.map { $0["text"] as? String }, ["Lost answer"], offline.stdout)
        XCTAssertTrue(offline.stderr.contains("warning"), offline.stderr)
    }

    func test_pendingReviewsOnly_areShownWhenTheServerIsDownAndNothingIsCached() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=503*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "3", "--text", "Queued"]).code, 75)
        try sandbox.inject("GET /review*=503")

        let result = try foodybite.run(["reviews", "--format", "json"])

        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.jsonRows.map { $0["pending"] as? Bool }, [true])
        XCTAssertTrue(result.stderr.contains("showing only the reviews waiting in the outbox"), result.stderr)
    }

    func test_changePassword_withAWrongCurrentPassword_isRefusedAndChangesNothing() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")

        let result = try foodybite.run(
            ["account", "change-password", "--password-stdin"], stdin: line("Wr0ng.pass\nN3w.password"))

        XCTAssertEqual(result.code, 77, result.stderr)
        XCTAssertTrue(result.stderr.contains("current password is not correct"), result.stderr)
        let login = try foodybite.run(
            ["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(login.code, 0, "the old password still works: \(login.stderr)")
    }

    func test_damagedSessionFile_isNotLoggedInWithHowToLogInAgain() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        let session = try XCTUnwrap(foodybite.home).appendingPathComponent("data/foodybite/session.json")
        try Data("{\"token\": ".utf8).write(to: session)

        let result = try foodybite.run(["reviews"])

        XCTAssertEqual(result.code, 77, result.stderr)
        XCTAssertTrue(result.stderr.contains("account login"), result.stderr)
        XCTAssertEqual(result.lineCountOnStderr, 1)
    }

    func test_damagedUserDataFile_isReportedWithItsNewPathAndItsPendingReviewsRecovered() throws {
        // Given a queued review, then a damaged user-data file (its favourites' pages overwritten)
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox, as: "ada@example.com")
        try sandbox.inject("POST /review=503*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "4", "--text", "Survivor"]).code, 75)
        for index in 0..<3 { _ = try foodybite.run(["favorites", "add", "ChIJfavourite\(index)"]) }
        let file = try XCTUnwrap(foodybite.home).appendingPathComponent("data/foodybite/foodybite.sqlite")
        try damageFavourites(file)

        // When
        let result = try foodybite.run(["reviews", "--format", "json"])

        // Then
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("foodybite.sqlite was corrupt: moved to"), result.stderr)
        XCTAssertTrue(result.stderr.contains("recovered 1 pending review"), result.stderr)
        XCTAssertEqual(result.jsonRows.map { $0["text"] as? String }, ["Survivor"])
    }

    // MARK: - Helpers

    /// Posts are slowed to 2 s in some tests: the timeout leaves room for them.
    private func loggedIn(_ sandbox: SandboxProcess, as email: String) throws -> Foodybite {
        try Foodybite.loggedIn(sandbox, as: email, for: self, environment: ["FOODYBITE_HTTP_TIMEOUT": "6"])
    }

    private func reviewTexts(_ foodybite: Foodybite) throws -> [String] {
        try foodybite.run(["reviews", "--format", "json"]).jsonRows.filter { $0["pending"] as? Bool == false }
            .compactMap { $0["text"] as? String }
    }

    private func posts(_ sandbox: SandboxProcess) throws -> Int {
        try sandbox.requests().filter { $0["method"] as? String == "POST" && $0["path"] as? String == "/review" }.count
    }

    private func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) throws -> ProcessRunner.Result) throws
        -> [ProcessRunner.Result]
    {
        let results = ResultsBox(count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.set(index, Result { try body(index) }) }
        return try results.all.map { try $0.get() }
    }

    private final class ResultsBox: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<ProcessRunner.Result, any Error>?]
        init(_ count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<ProcessRunner.Result, any Error>) { lock.withLock { values[index] = value } }
        var all: [Result<ProcessRunner.Result, any Error>] {
            lock.withLock { values.map { $0 ?? .failure(CocoaError(.featureUnsupported)) } }
        }
    }

    /// Overwrites the favourites table's root page, as a disk error would.
    private func damageFavourites(_ file: URL) throws {
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1]); db.execute('PRAGMA wal_checkpoint(TRUNCATE)')
            page = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'favorite'").fetchone()[0]
            size = db.execute('PRAGMA page_size').fetchone()[0]; db.close()
            with open(sys.argv[1], 'r+b') as f: f.seek((page - 1) * size); f.write(b'\\xa5' * size)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    private func line(_ text: String) -> Data { Data((text + "\n").utf8) }
}
