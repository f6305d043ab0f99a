import Foundation
import XCTest

@testable import MCPTransport

/// What a request must be before MCP reads it (issue 59): origin, host, token, path, method, media types.
final class HTTPGateTests: XCTestCase {
    private let token = "0123456789abcdef-token"

    func test_refusal_passesAGoodPostAndDelete() {
        let sut = makeSUT()
        XCTAssertNil(sut.refusal(request()))
        XCTAssertNil(sut.refusal(request(method: "DELETE", headers: ["host": "localhost:8931"])))
        XCTAssertNil(sut.refusal(request(uri: "/mcp?x=1")))
    }

    func test_refusal_originOfAnotherSite_is403_ofThisMachineOrAllowed_goesOn() {
        let sut = makeSUT(origins: ["https://assistant.example"])
        XCTAssertEqual(sut.refusal(request(["origin": "https://evil.example"]))?.status, 403)
        XCTAssertEqual(sut.refusal(request(["origin": "null"]))?.status, 403)
        XCTAssertNil(sut.refusal(request(["origin": "http://localhost:3000"])))
        XCTAssertNil(sut.refusal(request(["origin": "http://[::1]:3000"])))
        XCTAssertNil(sut.refusal(request(["origin": "https://assistant.example"])))
        let public_ = makeSUT(host: "0.0.0.0", token: token)
        XCTAssertEqual(
            public_.refusal(request(["origin": "http://localhost:3000", "authorization": "Bearer \(token)"]))?.status, 403,
            "off loopback, a page on the caller's machine is another site")
    }

    func test_refusal_onLoopback_aHostNameElsewhere_is421() {
        XCTAssertEqual(makeSUT().refusal(request(["host": "rebound.example"]))?.status, 421)
        XCTAssertNil(makeSUT().refusal(request(["host": "[::1]:8931"])))
        XCTAssertNil(
            makeSUT(host: "0.0.0.0", token: token).refusal(request(["host": "mcp.example", "authorization": "Bearer \(token)"])))
    }

    func test_refusal_onLoopback_namesThatOnlyStartWith127_areElsewhere() {
        // Given the headers of a page whose name was rebound to 127.0.0.1 (issue 67)
        let sut = makeSUT()

        // Then loopback is the literal addresses and localhost, nothing else
        XCTAssertEqual(
            sut.refusal(request(["host": "127.attacker.example:8931", "origin": "http://127.attacker.example:8931"]))?
                .status, 403)
        XCTAssertEqual(sut.refusal(request(["host": "127.attacker.example:8931"]))?.status, 421)
        XCTAssertEqual(sut.refusal(request(["origin": "http://127.0.0.1.nip.io:8931"]))?.status, 403)
        XCTAssertEqual(sut.refusal(request(["host": "127.0.0.1.nip.io"]))?.status, 421)
        for host in ["LOCALHOST:8931", "127.0.0.1:8931", "127.255.0.9", "[::1]:8931", "[0:0:0:0:0:0:0:1]:8931"] {
            XCTAssertNil(sut.refusal(request(["host": host])), host)
        }
        XCTAssertNil(sut.refusal(request(["origin": "http://LocalHost:3000"])))
    }

    func test_refusal_withAToken_missingOrWrong_is401WithTheChallenge() {
        let sut = makeSUT(token: token)
        let missing = sut.refusal(request())
        XCTAssertEqual(missing?.status, 401)
        XCTAssertEqual(header(missing, "WWW-Authenticate"), "Bearer realm=\"foodybite-mcp\"")
        let wrong = sut.refusal(request(["authorization": "Bearer \(token)x"]))
        XCTAssertEqual(header(wrong, "WWW-Authenticate"), "Bearer realm=\"foodybite-mcp\", error=\"invalid_token\"")
        XCTAssertEqual(sut.refusal(request(["authorization": "Basic \(token)"]))?.status, 401)
        XCTAssertNil(sut.refusal(request(["authorization": "bearer \(token)"])))
    }

    func test_refusal_otherPathMethodOrMediaType_isRefusedWithItsStatus() {
        let sut = makeSUT()
        XCTAssertEqual(sut.refusal(request(uri: "/mcp/x"))?.status, 404)
        XCTAssertEqual(sut.refusal(request(method: "GET"))?.status, 405)
        XCTAssertEqual(header(sut.refusal(request(method: "PUT")), "Allow"), "POST, DELETE, OPTIONS")
        XCTAssertEqual(sut.refusal(request(["content-type": "text/plain"]))?.status, 415)
        XCTAssertNil(sut.refusal(request(["content-type": "application/json; charset=utf-8"])))
        XCTAssertEqual(sut.refusal(request(["accept": "application/json"]))?.status, 406)
    }

    func test_refusal_twoHostHeadersOrNoneOnHTTP11_is400() {
        // Given RFC 9112's rule (issue 67: both were served)
        let sut = makeSUT()
        var twice = request()
        twice.headers.append((name: "host", value: "127.0.0.1:8931"))
        var none = request()
        none.headers.removeAll { $0.name == "host" }

        XCTAssertEqual(sut.refusal(twice)?.status, 400)
        XCTAssertEqual(sut.refusal(none)?.status, 400)
        none.requiresHost = false
        XCTAssertNil(sut.refusal(none), "HTTP/1.0 need not name its host")
    }

    func test_refusal_absoluteFormTarget_isServed_itsAuthorityCheckedAsTheHost() {
        let sut = makeSUT()
        XCTAssertNil(sut.refusal(request(["host": "ignored.example"], uri: "http://127.0.0.1:8931/mcp")))
        XCTAssertNil(sut.refusal(request(uri: "HTTP://localhost:8931/mcp?x=1")))
        XCTAssertEqual(sut.refusal(request(uri: "http://rebound.example:8931/mcp"))?.status, 421)
        XCTAssertEqual(sut.refusal(request(uri: "http://127.0.0.1:8931/other"))?.status, 404)
        XCTAssertEqual(sut.refusal(request(uri: "http://user@127.0.0.1:8931/mcp"))?.status, 400)
        XCTAssertEqual(sut.refusal(request(uri: "ftp://127.0.0.1/mcp"))?.status, 400)
        XCTAssertEqual(sut.refusal(request(uri: "*"))?.status, 400)
    }

    func test_preflight_ofAnAllowedOrigin_isAnsweredBeforeTheToken_withWhatMayBeSent() {
        // Given a server with a token that lets one web origin call it (issue 67: OPTIONS was 405)
        let sut = makeSUT(token: token, origins: ["https://app.example"])
        let preflight = request(
            ["origin": "https://app.example", "access-control-request-method": "POST"], method: "OPTIONS",
            headers: ["host": "localhost:8931"])

        let answer = sut.refusal(preflight)

        XCTAssertEqual(answer?.status, 204)
        XCTAssertEqual(header(answer, "Access-Control-Allow-Origin"), "https://app.example")
        XCTAssertEqual(header(answer, "Access-Control-Allow-Methods"), "POST, DELETE")
        XCTAssertTrue(header(answer, "Access-Control-Allow-Headers")?.contains("Mcp-Session-Id") == true)
        XCTAssertEqual(header(answer, "Vary"), "Origin")
        XCTAssertEqual(sut.refusal(request(["origin": "https://evil.example"], method: "OPTIONS"))?.status, 403)
    }

    func test_cors_namesAnAllowedOriginOnly_andShowsTheSessionHeader() {
        let sut = makeSUT(origins: ["https://app.example"])
        let allowed = sut.cors(request(["origin": "https://app.example"]))
        XCTAssertTrue(allowed.contains { $0 == ("Access-Control-Allow-Origin", "https://app.example") })
        XCTAssertTrue(allowed.contains { $0.0 == "Access-Control-Expose-Headers" && $0.1.contains("Mcp-Session-Id") })
        XCTAssertTrue(sut.cors(request(["origin": "https://evil.example"])).isEmpty)
        XCTAssertTrue(sut.cors(request()).isEmpty, "no origin, no browser")
    }

    // MARK: - Helpers

    private func makeSUT(host: String = "127.0.0.1", token: String? = nil, origins: [String] = []) -> HTTPGate {
        var words = ["--listen", "\(host):8931"]
        for origin in origins { words += ["--allow-origin", origin] }
        let environment = token.map { ["FOODYBITE_MCP_TOKEN": $0] } ?? [:]
        guard case .success(let settings?) = ListenSettings.parse(words, environment: environment) else {
            XCTFail("settings")
            return HTTPGate(settings: ListenSettings(host: host, port: 1, tokenDigest: nil, allowedOrigins: []))
        }
        return HTTPGate(settings: settings)
    }

    private func request(
        _ extra: [String: String] = [:], method: String = "POST", uri: String = "/mcp",
        headers: [String: String] = [
            "host": "127.0.0.1:8931", "content-type": "application/json", "accept": "application/json, text/event-stream",
        ]
    ) -> HTTPRequestIn {
        let every = headers.merging(extra) { _, new in new }
        return HTTPRequestIn(method: method, uri: uri, headers: every.map { (name: $0.key, value: $0.value) })
    }

    private func header(_ answer: HTTPAnswer?, _ name: String) -> String? {
        answer?.headers.first { $0.0 == name }?.1
    }
}
