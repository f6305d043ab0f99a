import Domain
import Foundation
import Networking
import NetworkingTestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every request APIService sends: method, path, body keys (with the server's own spellings), hashed passwords.
final class ServerEndpointTests: XCTestCase {
    func test_signUp_postsSnakeCaseImageAndAHashedPassword() async throws {
        let (sut, client, _) = makeSUT([.json("", status: 201)])

        try await sut.signUp(name: "Ada", email: "ada@example.com", password: "Passw0rd.", profileImage: Data("hi".utf8))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.url?.path, "/auth/signup")
        XCTAssertEqual(
            try body(request),
            [
                "name": "Ada", "email": "ada@example.com", "password": PasswordHasher.hash("Passw0rd."), "profile_image": "aGk=",
            ])
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func test_login_storesTheSessionAndMapsA404ToWrongCredentials() async throws {
        let user = #"{"id":"4F5D9C43-2C4E-4D56-9F45-8D2E7C1F0A11","name":"Ada","email":"ada@example.com"}"#
        let (sut, client, store) = makeSUT([.json(#"{"user":\#(user),"token":{"accessToken":"a","refreshToken":"r"}}"#)])

        let loggedIn = try await sut.login(email: "ada@example.com", password: "Passw0rd.")

        XCTAssertEqual(loggedIn.name, "Ada")
        XCTAssertEqual(store.session?.token, AuthToken(accessToken: "a", refreshToken: "r"))
        XCTAssertEqual(
            try body(try XCTUnwrap(client.requests.first)),
            ["email": "ada@example.com", "password": PasswordHasher.hash("Passw0rd.")])

        let (wrong, _, _) = makeSUT([.json(#"{"error":true,"reason":"Email or password was incorrect"}"#, status: 404)])
        await assertThrows(
            try await wrong.login(email: "ada@example.com", password: "x"),
            ServiceError(.permissionDenied, "email or password incorrect"))
    }

    func test_signUp_mapsATakenEmailToAConflict() async {
        let (sut, _, _) = makeSUT([.json(#"{"error":true,"reason":"A user with that email already exists"}"#, status: 400)])

        await assertThrowsKind(try await sut.signUp(name: "Ada", email: "a@b.co", password: "P", profileImage: nil), .conflict)
    }

    func test_addReview_postsTheServersKeysWithAnISODate() async throws {
        let (sut, client, _) = makeSUT([.json("")], loggedIn: true)

        try await sut.addReview(placeID: "ChIJ1", text: "Good", stars: 4, createdAt: Date(timeIntervalSince1970: 1_675_865_291))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.path, "/review")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer a")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(request.httpBody)) as? [String: Any])
        XCTAssertEqual(json["restaurantID"] as? String, "ChIJ1")
        XCTAssertEqual(json["text"] as? String, "Good")
        XCTAssertEqual(json["stars"] as? Int, 4)
        XCTAssertEqual(json["createdAt"] as? String, "2023-02-08T14:08:11Z")
    }

    func test_getReviews_readsTheRenamedKeysAndPercentEncodesThePlace() async throws {
        let body =
            #"[{"restaurantID":"ChIJ/2","authorName":"Ada","reviewText":"Nice","rating":4,"createdAt":"2023-02-08T00:00:00Z"}]"#
        let (sut, client, _) = makeSUT([.json(body)], loggedIn: true)

        let reviews = try await sut.getReviews(placeID: "ChIJ/2")

        XCTAssertEqual(client.requests.first?.url?.absoluteString, "http://127.0.0.1:8080/review/ChIJ%2F2")
        XCTAssertEqual(
            reviews,
            [
                Review(
                    placeID: "ChIJ/2", authorName: "Ada", text: "Nice", rating: 4,
                    createdAt: Date(timeIntervalSince1970: 1_675_814_400))
            ])
    }

    func test_updateAccount_sendsAllThreeFieldsAndMapsA500ToATakenEmail() async throws {
        let user =
            #"{"id":"4F5D9C43-2C4E-4D56-9F45-8D2E7C1F0A11","name":"Ada L","email":"ada@example.com","profileImage":"aGk="}"#
        let (sut, client, store) = makeSUT([.json(user)], loggedIn: true)

        let updated = try await sut.updateAccount(name: "Ada L", email: "ada@example.com", profileImage: Data("hi".utf8))

        XCTAssertEqual(
            try body(try XCTUnwrap(client.requests.first)), ["name": "Ada L", "email": "ada@example.com", "profileImage": "aGk="])
        XCTAssertEqual(updated.profileImage, Data("hi".utf8))
        XCTAssertEqual(store.session?.user.name, "Ada L")

        let (clash, _, _) = makeSUT([.json(#"{"error":true,"reason":"Something went wrong."}"#, status: 500)], loggedIn: true)
        await assertThrowsKind(try await clash.updateAccount(name: "Ada", email: "bob@example.com", profileImage: nil), .conflict)
    }

    func test_logoutAndDelete_callTheServerThenForgetTheSession() async throws {
        let (logout, logoutClient, logoutStore) = makeSUT([.json("")], loggedIn: true)
        try await logout.logout()
        XCTAssertEqual(logoutClient.requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" }, ["POST /auth/logout"])
        XCTAssertNil(logoutStore.session)

        let (delete, deleteClient, deleteStore) = makeSUT([.json("")], loggedIn: true)
        try await delete.deleteAccount()
        XCTAssertEqual(deleteClient.requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" }, ["DELETE /auth/account"])
        XCTAssertNil(deleteStore.session)
    }

    func test_changePassword_checksTheCurrentPasswordByLoggingInThenHashesBothPasswords() async throws {
        // Given
        let user = #"{"id":"4F5D9C43-2C4E-4D56-9F45-8D2E7C1F0A11","name":"Ada","email":"ada@example.com"}"#
        let (sut, client, store) = makeSUT(
            [.json(#"{"user":\#(user),"token":{"accessToken":"fresh","refreshToken":"r2"}}"#), .json("")], loggedIn: true)

        // When
        try await sut.changePassword(currentPassword: "Old", newPassword: "New")

        // Then the login proved the current password, and its fresh token signed the change
        XCTAssertEqual(client.requests.map { $0.url?.path }, ["/auth/login", "/auth/changePassword"])
        XCTAssertEqual(try body(client.requests[0])?["password"], PasswordHasher.hash("Old"))
        XCTAssertEqual(client.requests[1].value(forHTTPHeaderField: "Authorization"), "Bearer fresh")
        XCTAssertEqual(
            try body(client.requests[1]),
            ["currentPassword": PasswordHasher.hash("Old"), "newPassword": PasswordHasher.hash("New")])
        XCTAssertEqual(store.session?.token.accessToken, "fresh")
    }

    func test_changePassword_refusesAWrongCurrentPasswordWithoutSendingTheChange() async {
        let (sut, client, _) = makeSUT(
            [.json(#"{"error":true,"reason":"Email or password was incorrect"}"#, status: 404)], loggedIn: true)

        await assertThrowsKind(try await sut.changePassword(currentPassword: "Wrong", newPassword: "New"), .permissionDenied)
        XCTAssertEqual(client.requests.map { $0.url?.path }, ["/auth/login"])
    }

    // MARK: - Helpers

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome], loggedIn: Bool = false) -> (
        APIService, HTTPClientStub, InMemoryTokenStore
    ) {
        let base = URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/")
        let client = HTTPClientStub(outcomes)
        let store = InMemoryTokenStore(loggedIn ? makeSession(access: "a", server: base.absoluteString) : nil)
        let authenticated = AuthenticatedHTTPClient(
            decoratee: client, store: store, refresher: RefreshTokenService(client: client, baseURL: base, store: store),
            server: base.absoluteString)
        return (APIService(baseURL: base, client: client, authenticatedClient: authenticated, store: store), client, store)
    }

    private func body(_ request: URLRequest) throws -> [String: String]? {
        try JSONSerialization.jsonObject(with: try XCTUnwrap(request.httpBody)) as? [String: String]
    }
}
