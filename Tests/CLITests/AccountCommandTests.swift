import CLI
import CLITestSupport
import Domain
import DomainTestSupport
import Foundation
import Presentation
import Synchronization
import XCTest

/// The account and review commands' own rules: passwords never prompted without a terminal, the place picked
/// from a list on a terminal, the list refused without one.
final class AccountCommandTests: XCTestCase {
    func test_login_refusesToPromptWithoutATerminal() async {
        let (run, server, console) = makeSUT(stdinIsTerminal: false)

        let code = await run(["account", "login", "--email", "ada@example.com"])

        XCTAssertEqual(code, 64)
        XCTAssertTrue(console.errorOutput.contains("--password-stdin"))
        XCTAssertEqual(server.calls, [])
    }

    func test_login_promptsOnATerminalAndSendsThePassword() async {
        let (run, server, _) = makeSUT(stdinIsTerminal: true, secrets: ["Passw0rd."])

        let code = await run(["account", "login", "--email", "ada@example.com"])

        XCTAssertEqual(code, 0)
        XCTAssertEqual(server.calls, ["login ada@example.com Passw0rd."])
    }

    func test_signup_checksEveryRuleBeforeSendingAndAsksTwiceOnATerminal() async {
        let (weakRun, weakServer, weakConsole) = makeSUT(stdinIsTerminal: true, secrets: ["password", "password"])
        let weak = await weakRun(["account", "signup", "--name", "Ada", "--email", "ada@example.com"])
        XCTAssertEqual(weak, 64)
        XCTAssertTrue(weakConsole.errorOutput.contains("uppercase") && weakConsole.errorOutput.contains("digit"))
        XCTAssertEqual(weakServer.calls, [])

        let (mismatchRun, mismatchServer, _) = makeSUT(stdinIsTerminal: true, secrets: ["Passw0rd.", "Passw0rd!"])
        let mismatch = await mismatchRun(["account", "signup", "--name", "Ada", "--email", "ada@example.com"])
        XCTAssertEqual(mismatch, 64)
        XCTAssertEqual(mismatchServer.calls, [])
    }

    func test_reviewAddSearch_letsTheUserPickOnATerminal() async {
        let (run, server, _) = makeSUT(stdinIsTerminal: true, lines: ["2"])

        let code = await run(["review", "add", "--search", "bouillon", "--stars", "5", "--text", "Great"])

        XCTAssertEqual(code, 0)
        XCTAssertEqual(server.calls, ["add p2 5 Great"])
    }

    func test_reviewAddSearch_withoutATerminalListsTheMatchesUnlessFirstIsGiven() async {
        let (run, server, console) = makeSUT(stdinIsTerminal: false)

        let listed = await run(["review", "add", "--search", "bouillon", "--stars", "5", "--text", "Great"])
        XCTAssertEqual(listed, 64)
        XCTAssertTrue(console.errorOutput.contains("1) Bouillon One [p1]; 2) Bouillon Two [p2]"), console.errorOutput)
        XCTAssertEqual(server.calls, [])

        let first = await run(["review", "add", "--search", "bouillon", "--first", "--stars", "5", "--text", "Great"])
        XCTAssertEqual(first, 0)
        XCTAssertEqual(server.calls, ["add p1 5 Great"])
    }

    func test_reviewAdd_rejectsBadInputBeforeSending() async {
        for arguments in [
            ["review", "add", "ChIJ1", "--stars", "0", "--text", "x"], ["review", "add", "ChIJ1", "--stars", "3"],
            ["review", "add", "ChIJ1", "--stars", "3", "--text", "   "],
            ["review", "add", "bad id", "--stars", "3", "--text", "x"],
            ["review", "add", "--stars", "3", "--text", "x"],
        ] {
            let (run, server, _) = makeSUT(stdinIsTerminal: false)
            let code = await run(arguments)
            XCTAssertEqual(code, 64, "\(arguments)")
            XCTAssertEqual(server.calls, [])
        }
    }

    // MARK: - Helpers

    private func makeSUT(stdinIsTerminal: Bool, secrets: [String] = [], lines: [String] = [])
        -> (([String]) async -> Int32, ServerStub, ConsoleSpy)
    {
        let server = ServerStub()
        let console = ConsoleSpy()
        let secretQueue = Queue(secrets)
        let lineQueue = Queue(lines)
        var dependencies = Dependencies.failing(console: console)
        dependencies.services.makeAccountServices = { _ in server.services }
        dependencies.makeAutocompleteService = { _ in server }
        dependencies.readLine = { lineQueue.next() }
        dependencies.stdinIsTerminal = stdinIsTerminal
        dependencies.readSecret = { _ in secretQueue.next() }
        dependencies.services.defaultLocation = { nil }
        return ({ await FoodybiteRunner.run(arguments: $0, dependencies: dependencies) }, server, console)
    }

    private final class Queue: Sendable {
        private let items: Mutex<[String]>
        init(_ items: [String]) { self.items = Mutex(items) }
        func next() -> String? { items.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    }
}

/// A Foodybite server and an autocomplete in one stub; records what reaches it.
final class ServerStub: SignUpService, LoginService, LogoutService, AccountService, ChangePasswordService, AddReviewService,
    GetReviewsService, CurrentUserService, PendingReviewsService, ReviewSyncService, AutocompletePlacesService
{
    private let recorded = Mutex<[String]>([])
    var calls: [String] { recorded.withLock { $0 } }
    private func record(_ call: String) { recorded.withLock { $0.append(call) } }

    var services: AccountServices {
        AccountServices(
            signUp: self, login: self, logout: self, account: self, changePassword: self, currentUser: self, addReview: self,
            reviews: self, pendingReviews: self, sync: self)
    }

    func signUp(name: String, email: String, password: String, profileImage: Data?) async throws { record("signup \(email)") }
    func login(email: String, password: String) async throws -> User {
        record("login \(email) \(password)")
        return User(id: UUID(), name: "Ada", email: email, profileImage: nil)
    }
    func logout() async throws { record("logout") }
    func updateAccount(name: String, email: String, profileImage: Data?) async throws -> User {
        User(id: UUID(), name: name, email: email, profileImage: profileImage)
    }
    func deleteAccount() async throws { record("delete") }
    func changePassword(currentPassword: String, newPassword: String) async throws { record("change") }
    func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        record("add \(placeID) \(stars) \(text)")
    }
    func getReviews(placeID: String?) async throws -> [Review] { [] }
    func currentUser() throws -> User? { User(id: UUID(), name: "Ada", email: "ada@example.com", profileImage: nil) }
    func pendingReviews() throws -> [PendingReview] { [] }
    func drop(id: Int64) throws -> Bool {
        record("drop \(id)")
        return false
    }
    func retry(id: Int64) throws -> Bool {
        record("retry \(id)")
        return false
    }
    func syncPendingReviews() async throws -> ReviewSyncReport { ReviewSyncReport(sent: 0, alreadyThere: 0, stillPending: 0) }
    func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        [
            AutocompletePrediction(placeID: "p1", text: "Bouillon One"),
            AutocompletePrediction(placeID: "p2", text: "Bouillon Two"),
        ]
    }
}
