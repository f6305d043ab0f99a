import Foundation
import XCTest

/// The sandbox's Foodybite routes answer as `shared/specs/foodybite-server-api.md` says: one test per row of
/// its route table, error rows included.
final class FoodybiteServerContractTests: XCTestCase {
    private var sandbox: SandboxProcess?
    private var http = HTTP(baseURL: "")
    private let password = String(repeating: "a1", count: 64)  // a SHA-512 hex digest's shape

    override func setUpWithError() throws {
        sandbox = try SandboxProcess(["--access-token-ttl", "2s"])
        http = HTTP(baseURL: sandbox?.baseURL ?? "")
    }

    override func tearDown() {
        sandbox?.stop()
        super.tearDown()
    }

    func test_signup_creates201AndRefusesATakenEmailAndInvalidFields() async throws {
        let created = try await http.send(
            "POST", "/auth/signup",
            json: ["name": "Ada", "email": "ada@example.com", "password": password, "profile_image": "aGk="])
        XCTAssertEqual(created.status, 201)
        XCTAssertTrue(created.body.isEmpty)

        let taken = try await http.send(
            "POST", "/auth/signup", json: ["name": "Ada", "email": "ada@example.com", "password": password])
        XCTAssertEqual(taken.status, 400)
        XCTAssertEqual(taken.reason, "A user with that email already exists")
        XCTAssertEqual(taken.object["error"] as? Bool, true)

        let invalid = try await http.send("POST", "/auth/signup", json: ["name": "Al", "email": "nope", "password": "short"])
        XCTAssertEqual(invalid.status, 400)
        XCTAssertEqual(
            invalid.reason,
            "name is less than minimum of 3 character(s), email is not a valid email address, password is less than minimum of 8 character(s)"
        )
    }

    func test_login_returnsUserAndTokensAndAnswers404OnWrongCredentials() async throws {
        try await signUp(profileImage: "aGk=")
        let login = try await http.send("POST", "/auth/login", json: ["email": "ada@example.com", "password": password])
        XCTAssertEqual(login.status, 200)
        let user = try XCTUnwrap(login.object["user"] as? [String: Any])
        XCTAssertEqual(user["name"] as? String, "Ada")
        XCTAssertEqual(user["profileImage"] as? String, "aGk=")
        XCTAssertEqual(
            (user["id"] as? String).flatMap(UUID.init(uuidString:))?.uuidString, user["id"] as? String, "uppercase UUID")
        let token = try XCTUnwrap(login.object["token"] as? [String: String])
        XCTAssertEqual(token["accessToken"]?.split(separator: ".").count, 3)
        XCTAssertEqual(token["refreshToken"]?.count, 64)

        let wrong = try await http.send(
            "POST", "/auth/login", json: ["email": "ada@example.com", "password": String(repeating: "b", count: 128)])
        XCTAssertEqual(wrong.status, 404)
        XCTAssertEqual(wrong.reason, "Email or password was incorrect")

        try await expect(400, "POST", "/auth/login", json: ["email": "not-an-email", "password": password])
    }

    func test_accessToken_rotatesTheRefreshTokenAndRefusesABearerHeaderOrAnUnknownToken() async throws {
        let tokens = try await signUpAndLogIn()
        let refreshed = try await http.send("POST", "/auth/accessToken", json: ["refreshToken": tokens.refresh])
        XCTAssertEqual(refreshed.status, 200)
        let rotated = try XCTUnwrap(refreshed.object["refreshToken"] as? String)
        XCTAssertNotEqual(rotated, tokens.refresh)
        XCTAssertNotNil(refreshed.object["accessToken"] as? String)

        let reused = try await http.send("POST", "/auth/accessToken", json: ["refreshToken": tokens.refresh])
        XCTAssertEqual(reused.status, 404)
        XCTAssertEqual(reused.reason, "User or refresh token was not found")

        let withHeader = try await http.send(
            "POST", "/auth/accessToken", json: ["refreshToken": rotated], headers: ["Authorization": "Bearer \(tokens.access)"])
        XCTAssertEqual(withHeader.status, 401)
        XCTAssertEqual(withHeader.reason, "expired")
    }

    func test_accessToken_answers401WhenTheRefreshTokenHasExpired() async throws {
        sandbox?.stop()
        sandbox = try SandboxProcess(["--refresh-token-ttl", "1s"])
        http = HTTP(baseURL: sandbox?.baseURL ?? "")
        let tokens = try await signUpAndLogIn()
        try sandbox?.advanceClock("1200ms")

        let expired = try await http.send("POST", "/auth/accessToken", json: ["refreshToken": tokens.refresh])
        XCTAssertEqual(expired.status, 401)
        XCTAssertEqual(expired.reason, "Refresh token has expired")
    }

    func test_login_endsTheUsersOtherSessions() async throws {
        let first = try await signUpAndLogIn()
        _ = try await http.send("POST", "/auth/login", json: ["email": "ada@example.com", "password": password])

        try await expect(404, "POST", "/auth/accessToken", json: ["refreshToken": first.refresh])
    }

    func test_changePassword_needsABearerAndAcceptsAnyCurrentPassword() async throws {
        let tokens = try await signUpAndLogIn()
        let newPassword = String(repeating: "c3", count: 64)
        let changed = try await http.send(
            "POST", "/auth/changePassword",
            json: ["currentPassword": String(repeating: "z", count: 128), "newPassword": newPassword],
            headers: bearer(tokens.access))
        XCTAssertEqual(changed.status, 200)
        try await expect(200, "POST", "/auth/login", json: ["email": "ada@example.com", "password": newPassword])

        let anonymous = try await http.send(
            "POST", "/auth/changePassword", json: ["currentPassword": password, "newPassword": newPassword])
        XCTAssertEqual(anonymous.status, 401)

        _ = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        let gone = try await http.send(
            "POST", "/auth/changePassword", json: ["currentPassword": password, "newPassword": newPassword],
            headers: bearer(tokens.access))
        XCTAssertEqual(gone.status, 404)
        XCTAssertEqual(gone.reason, "User was not found")
    }

    func test_updateAccount_overwritesAllThreeFieldsAndAnswers500ForAnotherUsersEmail() async throws {
        try await signUp(email: "bob@example.com", profileImage: nil)
        let tokens = try await signUpAndLogIn(profileImage: "aGk=")
        let updated = try await http.send(
            "POST", "/auth/account", json: ["name": "Ada L", "email": "ada@example.com"], headers: bearer(tokens.access))
        XCTAssertEqual(updated.status, 200)
        XCTAssertEqual(updated.object["name"] as? String, "Ada L")
        XCTAssertNil(updated.object["profileImage"], "an absent image clears it")

        let clash = try await http.send(
            "POST", "/auth/account", json: ["name": "Ada", "email": "bob@example.com"], headers: bearer(tokens.access))
        XCTAssertEqual(clash.status, 500)

        try await expect(401, "POST", "/auth/account", json: ["name": "Ada", "email": "ada@example.com"])

        _ = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        let gone = try await http.send(
            "POST", "/auth/account", json: ["name": "Ada", "email": "ada@example.com"], headers: bearer(tokens.access))
        XCTAssertEqual(gone.status, 404)
    }

    func test_deleteAccount_isIdempotentAndNeedsABearer() async throws {
        let tokens = try await signUpAndLogIn()
        let first = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        let second = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        XCTAssertEqual([first.status, second.status], [200, 200])
        try await expect(401, "DELETE", "/auth/account")
        try await expect(404, "POST", "/auth/login", json: ["email": "ada@example.com", "password": password])
    }

    func test_logout_deletesTheRefreshTokenButTheAccessTokenStaysValid() async throws {
        let tokens = try await signUpAndLogIn()
        let logout = try await http.send("POST", "/auth/logout", headers: bearer(tokens.access))
        XCTAssertEqual(logout.status, 200)
        try await expect(404, "POST", "/auth/accessToken", json: ["refreshToken": tokens.refresh])
        try await expect(200, "GET", "/review", headers: bearer(tokens.access))
        try await expect(401, "POST", "/auth/logout")
        _ = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        try await expect(404, "POST", "/auth/logout", headers: bearer(tokens.access))
    }

    func test_postReview_validatesStarsAndKeysAndNeedsABearer() async throws {
        let tokens = try await signUpAndLogIn()
        let review: [String: Any] = ["restaurantID": "ChIJ1", "text": "Great", "stars": 5, "createdAt": "2023-02-08T14:08:11Z"]
        let added = try await http.send("POST", "/review", json: review, headers: bearer(tokens.access))
        XCTAssertEqual(added.status, 200)
        XCTAssertTrue(added.body.isEmpty)

        var tooMany = review
        tooMany["stars"] = 6
        let rejected = try await http.send("POST", "/review", json: tooMany, headers: bearer(tokens.access))
        XCTAssertEqual(rejected.status, 400)
        XCTAssertEqual(rejected.reason, "stars is greater than maximum of 5")

        // One star is a number like the others (issue 66: JSONSerialization's 0 and 1 were taken for booleans); a
        // boolean is no Int to Vapor's Codable
        var one = review
        one["stars"] = 1
        let oneStar = try await http.send("POST", "/review", json: one, headers: bearer(tokens.access))
        XCTAssertEqual(oneStar.status, 200, oneStar.reason ?? "")
        var boolean = review
        boolean["stars"] = true
        let notInt = try await http.send("POST", "/review", json: boolean, headers: bearer(tokens.access))
        XCTAssertEqual(notInt.status, 400)
        XCTAssertEqual(notInt.reason, "Value of type 'Int' required for key 'stars'.")

        var missing = review
        missing["text"] = nil
        let incomplete = try await http.send("POST", "/review", json: missing, headers: bearer(tokens.access))
        XCTAssertEqual(incomplete.status, 400)
        XCTAssertEqual(incomplete.reason, "Value required for key 'text'.")

        try await expect(401, "POST", "/review", json: review)
    }

    func test_getReviews_returnsOnlyTheCallersOwnWithRenamedKeysAndDateOnlyCreatedAt() async throws {
        try await signUp(email: "bob@example.com", profileImage: nil)
        let bob = try await logIn(email: "bob@example.com")
        _ = try await http.send(
            "POST", "/review", json: ["restaurantID": "ChIJ1", "text": "Bob's", "stars": 2, "createdAt": "2023-02-08T10:00:00Z"],
            headers: bearer(bob.access))
        let tokens = try await signUpAndLogIn()
        for (place, time) in [("ChIJ1", "2023-02-08T14:08:11.123Z"), ("ChIJ/2 é", "2023-03-01T23:59:59+0000")] {
            let added = try await http.send(
                "POST", "/review", json: ["restaurantID": place, "text": "Nice", "stars": 4, "createdAt": time],
                headers: bearer(tokens.access))
            XCTAssertEqual(added.status, 200)
        }

        let all = try await http.send("GET", "/review", headers: bearer(tokens.access))
        XCTAssertEqual(all.status, 200)
        XCTAssertEqual(all.array.count, 2)
        let first = try XCTUnwrap(all.array.first)
        XCTAssertEqual(first["restaurantID"] as? String, "ChIJ1")
        XCTAssertEqual(first["reviewText"] as? String, "Nice")
        XCTAssertEqual(first["rating"] as? Int, 4)
        XCTAssertEqual(first["authorName"] as? String, "Ada")
        XCTAssertEqual(first["createdAt"] as? String, "2023-02-08T00:00:00Z")
        XCTAssertNil(first["stars"])
        XCTAssertNil(first["text"])

        let onePlace = try await http.send("GET", "/review/ChIJ%2F2%20%C3%A9", headers: bearer(tokens.access))
        XCTAssertEqual(onePlace.array.map { $0["restaurantID"] as? String }, ["ChIJ/2 é"])
        let none = try await http.send("GET", "/review/ChIJ-none", headers: bearer(tokens.access))
        XCTAssertEqual(none.status, 200)
        XCTAssertEqual(none.array.count, 0)

        try await expect(401, "GET", "/review")
        try await expect(401, "GET", "/review/ChIJ1")

        _ = try await http.send("DELETE", "/auth/account", headers: bearer(tokens.access))
        let gone = try await http.send("GET", "/review", headers: bearer(tokens.access))
        XCTAssertEqual(gone.status, 404)
        XCTAssertEqual(gone.reason, "User was not found")
    }

    func test_authenticatedRoutes_answer401OnceTheAccessTokenExpires() async throws {
        let tokens = try await signUpAndLogIn()
        try sandbox?.advanceClock("2200ms")
        try await expect(401, "GET", "/review", headers: bearer(tokens.access))
        try await expect(200, "POST", "/auth/accessToken", json: ["refreshToken": tokens.refresh])
    }

    func test_unknownPathsAndMethods_answer404() async throws {
        let unknown = try await http.send("GET", "/auth/nothing")
        let wrongMethod = try await http.send("GET", "/auth/login")
        let wrongCase = try await http.send("POST", "/Auth/Login", json: ["email": "a@b.co", "password": password])
        XCTAssertEqual([unknown.status, wrongMethod.status, wrongCase.status], [404, 404, 404])
    }

    func test_data_survivesARestartWhenStoredInAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        sandbox?.stop()
        sandbox = try SandboxProcess(["--data", file])
        http = HTTP(baseURL: sandbox?.baseURL ?? "")
        let tokens = try await signUpAndLogIn()

        sandbox?.stop()
        sandbox = try SandboxProcess(["--data", file])
        http = HTTP(baseURL: sandbox?.baseURL ?? "")

        let reviews = try await http.send("GET", "/review", headers: bearer(tokens.access))
        XCTAssertEqual(reviews.status, 200, "the access token and the account survived")
        try await expect(200, "POST", "/auth/login", json: ["email": "ada@example.com", "password": password])
    }

    // MARK: - Helpers

    private func signUp(email: String = "ada@example.com", profileImage: String? = nil) async throws {
        var body: [String: Any] = ["name": email.hasPrefix("bob") ? "Bob" : "Ada", "email": email, "password": password]
        if let profileImage { body["profile_image"] = profileImage }
        let response = try await http.send("POST", "/auth/signup", json: body)
        XCTAssertEqual(response.status, 201)
    }

    private func logIn(email: String = "ada@example.com") async throws -> (access: String, refresh: String) {
        let response = try await http.send("POST", "/auth/login", json: ["email": email, "password": password])
        let token = try XCTUnwrap(response.object["token"] as? [String: String])
        return (try XCTUnwrap(token["accessToken"]), try XCTUnwrap(token["refreshToken"]))
    }

    private func signUpAndLogIn(profileImage: String? = nil) async throws -> (access: String, refresh: String) {
        try await signUp(profileImage: profileImage)
        return try await logIn()
    }

    private func bearer(_ token: String) -> [String: String] { ["Authorization": "Bearer \(token)"] }

    /// Sends the request and checks the status it is answered with.
    private func expect(
        _ status: Int, _ method: String, _ path: String, json: Any? = nil, headers: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let response = try await http.send(method, path, json: json, headers: headers)
        XCTAssertEqual(response.status, status, "\(method) \(path)", file: file, line: line)
    }
}
