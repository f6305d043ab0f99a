import Foundation
import XCTest

/// Accounts, tokens and reviews: the real binary against the sandbox's Foodybite server.
final class AccountEndToEndTests: XCTestCase {
    private let password = "Passw0rd."
    private let place = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"  // Bouillon Notre Dame, Dijon

    func test_account_signupLoginReviewExpiryRefreshLogoutDelete() throws {
        // Given a sandbox whose access tokens live 2 s
        let sandbox = try SandboxProcess(["--access-token-ttl", "2s"])
        defer { sandbox.stop() }
        let foodybite = try makeFoodybite(sandbox)

        // When / Then
        let signup = try foodybite.run(
            ["account", "signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(signup.code, 0, signup.stderr)
        let login = try foodybite.run(
            ["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(login.code, 0, login.stderr)
        let session = try XCTUnwrap(foodybite.home).appendingPathComponent("data/foodybite/session.json")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: session.path)[.posixPermissions] as? Int, 0o600)
        XCTAssertFalse(try String(contentsOf: session, encoding: .utf8).contains(password))

        let whoami = try foodybite.run(["account", "whoami", "--format", "json"])
        XCTAssertTrue(whoami.stdout.contains("\"email\" : \"ada@example.com\""), whoami.stdout)
        let none = try foodybite.run(["reviews"])
        XCTAssertEqual(none.code, 0, none.stderr)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(none.stderr.contains("No reviews yet."), "an empty answer says so: \(none.stderr)")

        XCTAssertEqual(try foodybite.run(["review", "add", place, "--stars", "5", "--text", "Great bouillon"]).code, 0)
        try sandbox.advanceClock("3s")  // the access token expires: the next call refreshes transparently
        let afterExpiry = try foodybite.run(
            ["review", "add", "--search", "Bouillon", "--first", "--stars", "4", "--text-file", "-"], stdin: line("Second visit"))
        XCTAssertEqual(afterExpiry.code, 0, afterExpiry.stderr)

        let reviews = try foodybite.run(["reviews", place, "--format", "json"])
        XCTAssertEqual(reviews.code, 0, reviews.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reviews.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.compactMap { $0["text"] as? String }, ["Great bouillon", "Second visit"])
        XCTAssertTrue(
            rows.allSatisfy { ($0["createdAt"] as? String)?.hasSuffix("T00:00:00Z") == true && $0["pending"] as? Bool == false })

        XCTAssertEqual(try foodybite.run(["account", "logout"]).code, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: session.path))
        XCTAssertEqual(try foodybite.run(["reviews"]).code, 77, "logged out")

        _ = try foodybite.run(["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(try foodybite.run(["account", "delete"]).code, 64, "needs --yes")
        XCTAssertEqual(try foodybite.run(["account", "delete", "--yes"]).code, 0)
        let gone = try foodybite.run(
            ["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(gone.code, 77)
    }

    func test_account_errorsMapToDocumentedExitCodesAndNothingIsSentForBadInput() throws {
        // Given
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try makeFoodybite(sandbox)
        _ = try foodybite.run(
            ["account", "signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))

        // When / Then
        let weak = try foodybite.run(
            ["account", "signup", "--name", "Bob", "--email", "bob@example.com", "--password-stdin"], stdin: line("password"))
        XCTAssertEqual(weak.code, 64)
        XCTAssertTrue(weak.stderr.contains("uppercase letter") && weak.stderr.contains("a digit"), weak.stderr)
        XCTAssertEqual(weak.lineCountOnStderr, 1)
        let taken = try foodybite.run(
            ["account", "signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        XCTAssertEqual(taken.code, 65, taken.stderr)
        let wrong = try foodybite.run(
            ["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line("Wr0ng.pass"))
        XCTAssertEqual(wrong.code, 77)
        XCTAssertTrue(wrong.stderr.contains("email or password incorrect"))
        let noTTY = try foodybite.run(["account", "login", "--email", "ada@example.com"])
        XCTAssertEqual(noTTY.code, 64)
        XCTAssertTrue(noTTY.stderr.contains("--password-stdin"))
        let notLoggedIn = try foodybite.run(["review", "add", place, "--stars", "5", "--text", "x"])
        XCTAssertEqual(notLoggedIn.code, 77)
        let badStars = try foodybite.run(["review", "add", place, "--stars", "6", "--text", "x"])
        XCTAssertEqual(badStars.code, 64)
        var noServer = foodybite
        noServer.extraEnvironment = [:]
        let unconfigured = try noServer.run(["reviews"])
        XCTAssertEqual(unconfigured.code, 78, unconfigured.stderr)
        XCTAssertFalse((weak.stderr + wrong.stderr + taken.stderr).contains(password))
    }

    func test_review_unsentReviewsGoToTheOutboxAndSyncNeverDoublesThem() throws {
        // Given a logged-in user
        let sandbox = try SandboxProcess()
        defer { sandbox.stop() }
        let foodybite = try makeFoodybite(sandbox)
        _ = try foodybite.run(
            ["account", "signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))
        _ = try foodybite.run(["account", "login", "--email", "ada@example.com", "--password-stdin"], stdin: line(password))

        // When the server fails before accepting one review, and accepts another but loses the answer
        try sandbox.inject("POST /review=503*1")
        let refused = try foodybite.run(["review", "add", place, "--stars", "3", "--text", "Queued"])
        try sandbox.inject("POST /review=lost*1")
        let ambiguous = try foodybite.run(["review", "add", place, "--stars", "2", "--text", "Ambiguous"])
        let pending = try foodybite.run(["reviews", "--format", "json"])
        let early = try foodybite.run(["review", "sync"])
        let sync = try foodybite.later(by: 121).run(["review", "sync"])
        let after = try foodybite.run(["reviews", "--format", "json"])

        // Then
        XCTAssertEqual(refused.code, 75, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("kept in the outbox"), refused.stderr)
        XCTAssertEqual(ambiguous.code, 75, ambiguous.stderr)
        // "Ambiguous" is on the server and still queued: it is listed once, as sent; "Queued" waits.
        XCTAssertEqual(pending.stdout.components(separatedBy: "\"pending\" : true").count - 1, 1, pending.stdout)
        XCTAssertEqual(pending.stdout.components(separatedBy: "\"Ambiguous\"").count - 1, 1, pending.stdout)
        // The lost answer's send may still land until its deadline (issue 66): nothing is sent again before it
        XCTAssertEqual(early.code, 75, early.stderr)
        XCTAssertTrue(early.stderr.contains("Sent 1, already on the server 0, still waiting 1."), early.stderr)
        XCTAssertTrue(early.stderr.contains("may still reach the server for"), early.stderr)
        XCTAssertEqual(sync.code, 0, sync.stderr)
        XCTAssertTrue(sync.stderr.contains("Sent 0, already on the server 1, still waiting 0."), sync.stderr)
        let texts = ((try? JSONSerialization.jsonObject(with: Data(after.stdout.utf8))) as? [[String: Any]] ?? []).compactMap {
            $0["text"] as? String
        }
        XCTAssertEqual(texts.sorted(), ["Ambiguous", "Queued"], "each once, none pending")
        XCTAssertFalse(after.stdout.contains("\"pending\" : true"))

        // And offline, the reviews come from the cache
        sandbox.stop()
        let offline = try foodybite.run(["reviews"])
        XCTAssertEqual(offline.code, 0, offline.stderr)
        XCTAssertTrue(offline.stdout.contains("Ambiguous"))
        XCTAssertTrue(
            offline.stderr.contains("answering from the cache") && offline.stderr.contains("showing cached reviews"),
            offline.stderr)
    }

    // MARK: - Helpers

    private func makeFoodybite(_ sandbox: SandboxProcess) throws -> Foodybite {
        var foodybite = Foodybite(sandbox: sandbox)
        foodybite.home = try Foodybite.makeHome(for: self)
        foodybite.extraEnvironment = ["FOODYBITE_SERVER_URL": sandbox.baseURL]
        return foodybite
    }

    private func line(_ text: String) -> Data { Data((text + "\n").utf8) }
}
