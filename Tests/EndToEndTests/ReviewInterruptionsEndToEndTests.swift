import Foundation
import XCTest

/// A review is on the server exactly once however its sender is interrupted (issue 66): killed, terminated or
/// interrupted while the server still handles its post, or stopped (Ctrl-Z, SIGSTOP) past its lease while a sync runs;
/// and a review the server refuses is set aside, not in the way of the others.
final class ReviewInterruptionsEndToEndTests: XCTestCase {
    private let place = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

    func test_reviewAddInterruptedWhileTheServerHandlesItsPost_thenSyncAtOnce_isOnTheServerOnce() throws {
        // Given a server that takes 2 s to handle a post, and stores it even when its client has gone
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox)
        try sandbox.inject("POST /review=latency:2s")
        for signal in ["KILL", "TERM", "INT"] {
            for instant in ["0.6", "1.4"] {
                let text = "Interrupted by SIG\(signal) at \(instant) s"
                // When `review add` is interrupted at that instant (its post under way), a sync runs at once, and
                // another past the send's deadline
                let add = try foodybite.run(
                    ["review", "add", place, "--stars", "4", "--text", text],
                    wrapper: ["/usr/bin/timeout", "-s", signal, instant])
                let queued = try foodybite.run(["review", "outbox", "--format", "json"]).jsonRows.contains {
                    $0["text"] as? String == text
                }
                let early = try foodybite.run(["review", "sync"])
                Thread.sleep(forTimeInterval: 2)  // the server's handling of the interrupted post ends
                let late = try foodybite.later(by: 31).run(["review", "sync"])

                // Then the review is on the server once (none, only if the add was interrupted before queueing it: a
                // machine that slow started nothing)
                XCTAssertNotEqual(add.code, 0, "\(text): interrupted: \(add.stderr)")
                XCTAssertEqual(try onServer(foodybite, text), queued ? 1 : 0, "\(text): \(early.stderr) \(late.stderr)")
                XCTAssertEqual(late.code, 0, "\(text): \(late.stderr)")
            }
        }
    }

    func test_reviewAddStoppedPastItsLease_whileASyncRuns_isOnTheServerOnce_andSaysWhatIsTrue() throws {
        // Given a server that takes 1 s to handle a post
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox)
        try sandbox.inject("POST /review=latency:1s")
        for instant in [0.05, 0.15, 0.3, 0.6] {
            let text = "Stopped at \(instant) s"
            // When `review add` is stopped (SIGSTOP) at that instant, a sync runs past its 5-minute lease, then the
            // add goes on (SIGCONT)
            let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-\(UUID().uuidString).pid")
            defer { try? FileManager.default.removeItem(at: pidFile) }
            let added = Pending()
            let finished = DispatchSemaphore(value: 0)
            let place = place
            DispatchQueue.global().async {
                added.result = try? foodybite.run(
                    ["review", "add", place, "--stars", "3", "--text", text],
                    wrapper: ["/bin/sh", "-c", "echo $$ > \(pidFile.path); exec \"$0\" \"$@\""])
                finished.signal()
            }
            let pid = try waitForPID(pidFile)
            Thread.sleep(forTimeInterval: instant)
            kill(pid, SIGSTOP)
            let sync = try foodybite.later(by: 400).run(["review", "sync"])
            kill(pid, SIGCONT)
            XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, text)
            Thread.sleep(forTimeInterval: 1.2)  // a post still at the server lands
            let late = try foodybite.later(by: 800).run(["review", "sync"])

            // Then it is on the server once, and the add said so only when it posted it
            let add = try XCTUnwrap(added.result, text)
            XCTAssertEqual(try onServer(foodybite, text), 1, "\(text): add \(add.code) \(add.stderr) sync \(sync.stderr)")
            let syncSent = sync.stderr.contains("Sent 1")
            if add.code == 0 {
                XCTAssertFalse(syncSent, "\(text): posted by both? \(sync.stderr)")
            } else {
                XCTAssertEqual(add.code, 75, "\(text): \(add.stderr)")
                XCTAssertFalse(add.stderr.contains("kept in the outbox") && syncSent, "\(text): \(add.stderr)")
            }
            XCTAssertEqual(late.code, 0, "\(text): \(late.stderr)")
        }
    }

    func test_reviewAddStoppedBetweenQueueingAndSending_pastItsLease_sendsNothingAfterTheSyncSentIt() throws {
        // Given a `review add` that stops itself (as Ctrl-Z would) right after queueing its review
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        var stopping = try loggedIn(sandbox)
        stopping.extraEnvironment["FOODYBITE_TEST_STOP_AFTER"] = "unlocked"
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("foodybite-\(UUID().uuidString).pid")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let added = Pending()
        let finished = DispatchSemaphore(value: 0)
        let (place, add) = (place, stopping)
        DispatchQueue.global().async {
            added.result = try? add.run(
                ["review", "add", place, "--stars", "4", "--text", "Frozen"],
                wrapper: ["/bin/sh", "-c", "echo $$ > \(pidFile.path); exec \"$0\" \"$@\""])
            finished.signal()
        }
        let pid = try waitForPID(pidFile)
        try waitUntilStopped(pid)

        // When a sync runs past its lease, and then the add goes on
        let sync = try loggedIn(sandbox, reusing: stopping).later(by: 400).run(["review", "sync"])
        kill(pid, SIGCONT)
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)

        // Then the sync sent it; the add sent nothing and says who has it
        let result = try XCTUnwrap(added.result)
        XCTAssertTrue(sync.stderr.contains("Sent 1"), sync.stderr)
        XCTAssertEqual(result.code, 75, result.stderr)
        XCTAssertTrue(result.stderr.contains("taken it over"), result.stderr)
        XCTAssertEqual(try posts(sandbox), 1)
        XCTAssertEqual(try onServer(stopping, "Frozen"), 1)
    }

    func test_sync_setsAsideAReviewTheServerRefuses_sendsTheOthers_andOutboxShowsDropsAndRetriesIt() throws {
        // Given two reviews queued while the server was down, the first of which the server will refuse
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox)
        try sandbox.inject("POST /review=503*2")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "2", "--text", "Refused"]).code, 75)
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "1", "--text", "One star"]).code, 75)
        try sandbox.inject("POST /review=400*1")

        // When synced, twice
        let first = try foodybite.run(["review", "sync"])
        let second = try foodybite.run(["review", "sync"])
        let outbox = try foodybite.run(["review", "outbox", "--format", "json"])

        // Then the one-star review is posted (the server takes 1 star); the refused one is set aside with the
        // server's words, listed, and in nobody's way
        XCTAssertEqual(first.code, 65, first.stderr)
        XCTAssertTrue(first.stderr.contains("refused 1"), first.stderr)
        XCTAssertEqual(second.code, 0, second.stderr)
        XCTAssertTrue(second.stderr.contains("set aside"), second.stderr)
        XCTAssertEqual(try onServer(foodybite, "One star"), 1)
        XCTAssertEqual(try onServer(foodybite, "Refused"), 0)
        let row = try XCTUnwrap(outbox.jsonRows.first, outbox.stdout + outbox.stderr)
        XCTAssertEqual(outbox.jsonRows.count, 1)
        XCTAssertEqual(row["state"] as? String, "refused")
        XCTAssertEqual(row["text"] as? String, "Refused")
        XCTAssertTrue((row["serverSaid"] as? String)?.contains("HTTP 400") == true, "\(row)")
        let id = try XCTUnwrap(row["id"] as? Int)

        // When retried, it is sent with the next sync; dropping a review that is not there is a usage error
        XCTAssertEqual(try foodybite.run(["review", "retry", String(id)]).code, 0)
        XCTAssertEqual(try foodybite.run(["review", "sync"]).code, 0)
        XCTAssertEqual(try onServer(foodybite, "Refused"), 1)
        let drop = try foodybite.run(["review", "drop", String(id)])
        XCTAssertEqual(drop.code, 64, drop.stderr)
        XCTAssertEqual(drop.lineCountOnStderr, 1, drop.stderr)
    }

    func test_reviewDrop_removesAWaitingReviewUnsent() throws {
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try loggedIn(sandbox)
        try sandbox.inject("POST /review=503*1")
        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "5", "--text", "Changed my mind"]).code, 75)
        let id = try XCTUnwrap(try foodybite.run(["review", "outbox", "--format", "json"]).jsonRows.first?["id"] as? Int)

        let drop = try foodybite.run(["review", "drop", String(id)])
        let sync = try foodybite.run(["review", "sync"])

        XCTAssertEqual(drop.code, 0, drop.stderr)
        XCTAssertEqual(sync.code, 0, sync.stderr)
        XCTAssertEqual(try onServer(foodybite, "Changed my mind"), 0)
        XCTAssertEqual(try foodybite.run(["review", "outbox", "--format", "json"]).stdout, "[]\n")
    }

    // MARK: - Helpers

    private func loggedIn(_ sandbox: SandboxProcess) throws -> Foodybite {
        try Foodybite.loggedIn(sandbox, as: "ada@example.com", for: self, environment: ["FOODYBITE_HTTP_TIMEOUT": "6"])
    }

    /// The same home and server, without the test hooks `base` carries.
    private func loggedIn(_ sandbox: SandboxProcess, reusing base: Foodybite) throws -> Foodybite {
        var foodybite = base
        foodybite.extraEnvironment["FOODYBITE_TEST_STOP_AFTER"] = nil
        return foodybite
    }

    private func posts(_ sandbox: SandboxProcess) throws -> Int {
        try sandbox.requests().filter { $0["method"] as? String == "POST" && $0["path"] as? String == "/review" }.count
    }

    /// Waits until the process is stopped (`T` in /proc/PID/stat).
    private func waitUntilStopped(_ pid: pid_t) throws {
        for _ in 0..<1_000 {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].hasPrefix(" T")
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTFail("process \(pid) never stopped")
    }

    /// How many times the server has the review (its own list, not the outbox's).
    private func onServer(_ foodybite: Foodybite, _ text: String) throws -> Int {
        let listed = try foodybite.run(["reviews", "--format", "json"])
        return listed.jsonRows.filter { $0["pending"] as? Bool == false && $0["text"] as? String == text }.count
    }

    private func waitForPID(_ file: URL) throws -> pid_t {
        for _ in 0..<400 {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw CocoaError(.fileReadNoSuchFile)
    }

    private final class Pending: @unchecked Sendable {
        var result: ProcessRunner.Result?
    }

}

/// `reviews PLACE` answers as `reviews` does when the server cannot (issue 66: it exited 69): the cached and the
/// pending reviews of the place, with a warning.
final class ReviewsOfAPlaceOfflineEndToEndTests: XCTestCase {
    private let place = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

    func test_reviewsOfAPlace_withTheServerFailingOrGone_listsItsCachedAndPendingReviewsWithAWarning() throws {
        for failure in ["GET /review*=500", "GET /review*=503", "stopped"] {
            // Given a posted review (cached by a listing of all reviews) and one queued while the server was down
            let sandbox = try SandboxProcess()
            defer { sandbox.stop() }
            let foodybite = try Foodybite.loggedIn(sandbox, as: "ada@example.com", for: self)
            XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "4", "--text", "Posted"]).code, 0)
            XCTAssertEqual(try foodybite.run(["reviews"]).code, 0)
            try sandbox.inject("POST /review=503*1")
            XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "2", "--text", "Queued"]).code, 75)

            // When the server fails (or is gone) and the place's reviews are asked for
            if failure == "stopped" { sandbox.stop() } else { try sandbox.inject(failure) }
            let listed = try foodybite.run(["reviews", place, "--format", "json"])

            // Then
            XCTAssertEqual(listed.code, 0, "\(failure): \(listed.stderr)")
            XCTAssertEqual(
                Set(listed.jsonRows.compactMap { $0["text"] as? String }), ["Posted", "Queued"], "\(failure): \(listed.stdout)")
            XCTAssertTrue(listed.stderr.contains("warning"), "\(failure): \(listed.stderr)")
        }
    }
}
