import AsyncAssertions
import Domain
import Foundation
import NetworkingTestSupport
import Synchronization
import XCTest

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class AuthenticatedHTTPClientTests: XCTestCase {
    func test_send_signsTheRequestWithTheStoredAccessToken() async throws {
        // Given
        let (sut, client, _) = makeSUT([.json("[]")])

        // When
        let (_, response) = try await sut.send(URLRequest(url: url("/review")))

        // Then
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(client.requests.map { $0.value(forHTTPHeaderField: "Authorization") }, ["Bearer old-access"])
    }

    func test_send_refreshesOnceAndResendsOnceOnA401() async throws {
        // Given a 401, a refresh answer, then success
        let (sut, client, store) = makeSUT([
            .json(#"{"error":true,"reason":"expired"}"#, status: 401),
            .json(#"{"accessToken":"new-access","refreshToken":"new-refresh"}"#),
            .json("[]"),
        ])

        // When
        let (_, response) = try await sut.send(URLRequest(url: url("/review")))

        // Then
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(client.requests.map { $0.url?.path }, ["/review", "/auth/accessToken", "/review"])
        XCTAssertEqual(
            client.requests.map { $0.value(forHTTPHeaderField: "Authorization") },
            ["Bearer old-access", nil, "Bearer new-access"])
        let refreshBody = try XCTUnwrap(client.requests[1].httpBody)
        XCTAssertEqual(try JSONSerialization.jsonObject(with: refreshBody) as? [String: String], ["refreshToken": "old-refresh"])
        XCTAssertEqual(store.session?.token, AuthToken(accessToken: "new-access", refreshToken: "new-refresh"))
    }

    func test_send_saysTheSessionExpiredWhenTheResentRequestIsRefusedAgain() async {
        // Given
        let (sut, client, _) = makeSUT([
            .json("{}", status: 401), .json(#"{"accessToken":"new-access","refreshToken":"new-refresh"}"#),
            .json("{}", status: 401),
        ])

        // When / Then
        await assertThrows(try await sut.send(URLRequest(url: url("/review"))), SessionErrors.expired)
        XCTAssertEqual(client.requests.count, 3)
    }

    func test_send_saysTheSessionExpiredAndForgetsItWhenTheRefreshTokenIsRefused() async {
        // Given
        let (sut, _, store) = makeSUT([
            .json("{}", status: 401), .json(#"{"error":true,"reason":"User or refresh token was not found"}"#, status: 404),
        ])

        // When / Then the user is told the session ended and how to log in again, as whom
        do {
            _ = try await sut.send(URLRequest(url: url("/review")))
            XCTFail("expected the session to end")
        } catch {
            let serviceError = error as? ServiceError
            XCTAssertEqual(serviceError?.kind, .permissionDenied)
            XCTAssertTrue(serviceError?.message.contains("account login (ada@example.com)") == true, "\(error)")
        }
        XCTAssertNil(store.session)
    }

    func test_send_refusesWithoutSendingWhenNotLoggedIn() async {
        // Given
        let client = HTTPClientStub([])
        let store = InMemoryTokenStore()
        let sut = AuthenticatedHTTPClient(
            decoratee: client, store: store, refresher: RefreshTokenService(client: client, baseURL: url(""), store: store),
            server: server)

        // When / Then
        await assertThrows(try await sut.send(URLRequest(url: url("/review"))), SessionErrors.notLoggedIn)
        XCTAssertEqual(client.requests.count, 0)
    }

    // MARK: - Helpers

    private let server = "http://127.0.0.1:8080"

    private func url(_ path: String) -> URL { URL(string: server + path) ?? URL(fileURLWithPath: "/") }

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome]) -> (AuthenticatedHTTPClient, HTTPClientStub, InMemoryTokenStore) {
        let client = HTTPClientStub(outcomes)
        let store = InMemoryTokenStore(makeSession(server: server))
        let refresher = RefreshTokenService(client: client, baseURL: url(""), store: store)
        return (AuthenticatedHTTPClient(decoratee: client, store: store, refresher: refresher, server: server), client, store)
    }
}

final class RefreshTokenServiceTests: XCTestCase {
    func test_refreshedToken_collapsesTenParallelCallersIntoOneRequestAndOneWrite() async throws {
        // Given a slow refresh answer
        let client = SlowHTTPClient(body: #"{"accessToken":"new-access","refreshToken":"new-refresh"}"#)
        let store = InMemoryTokenStore(makeSession())
        let sut = RefreshTokenService(client: client, baseURL: URL(fileURLWithPath: "/"), store: store)

        // When
        let tokens = try await withThrowingTaskGroup(of: AuthToken.self) { group in
            for _ in 0..<10 { group.addTask { try await sut.refreshedToken(replacing: "old-access") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // Then
        XCTAssertEqual(tokens.count, 10)
        XCTAssertTrue(tokens.allSatisfy { $0.accessToken == "new-access" })
        XCTAssertEqual(client.requestCount, 1)
        XCTAssertEqual(store.writeCount, 1)
    }

    func test_refreshedToken_triesAgainAfterAFailedRefresh() async throws {
        // Given a refresh that fails, then works
        let client = HTTPClientStub([
            .json("", status: 503), .json(#"{"accessToken":"new-access","refreshToken":"new-refresh"}"#),
        ])
        let store = InMemoryTokenStore(makeSession())
        let sut = RefreshTokenService(client: client, baseURL: URL(fileURLWithPath: "/"), store: store)

        // When
        await assertThrowsKind(try await sut.refreshedToken(replacing: "old-access"), .temporary)
        let token = try await sut.refreshedToken(replacing: "old-access")

        // Then
        XCTAssertEqual(token.accessToken, "new-access")
        XCTAssertEqual(client.requests.count, 2)
    }

    func test_refreshedToken_usesTheTokenAnotherProcessAlreadyWroteWithoutSending() async throws {
        // Given a store whose access token is no longer the one that was refused
        let client = HTTPClientStub([])
        let store = InMemoryTokenStore(makeSession(access: "fresher"))
        let sut = RefreshTokenService(client: client, baseURL: URL(fileURLWithPath: "/"), store: store)

        // When
        let token = try await sut.refreshedToken(replacing: "old-access")

        // Then
        XCTAssertEqual(token.accessToken, "fresher")
        XCTAssertEqual(client.requests.count, 0)
    }
}

/// Answers every request after a pause, counting them.
final class SlowHTTPClient: HTTPClient {
    private let body: String
    private let count = Mutex(0)

    init(body: String) {
        self.body = body
    }

    var requestCount: Int { count.withLock { $0 } }

    func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        count.withLock { $0 += 1 }
        try await Task.sleep(for: .milliseconds(200))
        let response = HTTPURLResponse(
            url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: nil, headerFields: nil)
        guard let response else { throw HTTPClientError.invalidResponse }
        return (Data(body.utf8), response)
    }
}

func makeSession(access: String = "old-access", server: String = "http://127.0.0.1:8080") -> StoredSession {
    StoredSession(
        token: AuthToken(accessToken: access, refreshToken: "old-refresh"),
        user: User(id: UUID(), name: "Ada", email: "ada@example.com", profileImage: nil), server: server)
}

func assertThrows<T>(
    _ expression: @autoclosure () async throws -> T, _ expected: ServiceError, file: StaticString = #filePath, line: UInt = #line
) async {
    await XCTAssertThrowsErrorAsync(try await expression(), "\(expected)", file: file, line: line) { error in
        XCTAssertEqual(error as? ServiceError, expected, file: file, line: line)
    }
}

func assertThrowsKind<T>(
    _ expression: @autoclosure () async throws -> T, _ kind: ServiceError.Kind, file: StaticString = #filePath, line: UInt = #line
) async {
    await XCTAssertThrowsErrorAsync(try await expression(), "a \(kind) error", file: file, line: line) { error in
        XCTAssertEqual((error as? ServiceError)?.kind, kind, "\(error)", file: file, line: line)
    }
}
