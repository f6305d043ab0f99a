import Foundation
import XCTest

@testable import MCPTransport

/// `foodybite-mcp --listen`'s arguments: the address, the token (never an argument), the origins; off loopback a token
/// is required (issue 59).
final class ListenSettingsTests: XCTestCase {
    private let token = "0123456789abcdef-token"

    func test_parse_noListen_isStdio_andListenAloneIsLoopbackWithoutToken() throws {
        XCTAssertEqual(try parse([]).get(), nil)
        let settings = try XCTUnwrap(try parse(["--listen", "127.0.0.1:8931"]).get())
        XCTAssertEqual(settings.host, "127.0.0.1")
        XCTAssertEqual(settings.port, 8931)
        XCTAssertNil(settings.tokenDigest)
    }

    func test_parse_offLoopbackWithoutToken_isRefused_withToken_isServed() throws {
        XCTAssertEqual(
            message(parse(["--listen", "0.0.0.0:8931"])),
            "listening on 0.0.0.0 (not loopback) needs a bearer token (FOODYBITE_MCP_TOKEN or --token-file) or --auth oauth")
        let fromEnvironment = try XCTUnwrap(try parse(["--listen", "0.0.0.0:8931"], ["FOODYBITE_MCP_TOKEN": token]).get())
        XCTAssertEqual(fromEnvironment.tokenDigest?.count, 32)
        let fromFile = try XCTUnwrap(
            try parse(["--listen", "[::]:1", "--token-file", "/t"], files: ["/t": Data("\(token)\nrest".utf8)]).get())
        XCTAssertEqual(fromFile.tokenDigest, fromEnvironment.tokenDigest, "the file's first line")
        XCTAssertEqual(fromFile.host, "::")
    }

    func test_parse_onlyLiteralLoopbackAddressesAndLocalhost_goWithoutAToken() throws {
        // Issue 67: a name that only starts with 127. is anyone's, once its owner points it at 127.0.0.1
        for host in ["127.0.0.1", "127.9.8.7", "localhost", "LocalHost", "[::1]"] {
            XCTAssertNotNil(try parse(["--listen", "\(host):8931"]).get(), host)
        }
        for host in ["127.0.0.1.evil.example", "127.attacker.example", "127.1", "[::2]"] {
            XCTAssertTrue(
                message(parse(["--listen", "\(host):8931"]))?.contains("(not loopback) needs a bearer token") ?? false, host)
        }
    }

    func test_parse_aTokenFileWithACRLFLineEnd_isItsFirstLineWithoutTheEnd() throws {
        let crlf = try XCTUnwrap(
            try parse(["--listen", "0.0.0.0:1", "--token-file", "/t"], files: ["/t": Data("\(token)\r\n".utf8)]).get())
        let plain = try XCTUnwrap(try parse(["--listen", "0.0.0.0:1"], ["FOODYBITE_MCP_TOKEN": token]).get())
        XCTAssertEqual(crlf.tokenDigest, plain.tokenDigest)
    }

    func test_parse_badWords_areOneLineProblems_thatNeverEchoControlCharacters() {
        let cases: [([String], String)] = [
            (["--listen"], "--listen needs a value"),
            (["--listen", "8931"], "--listen takes HOST:PORT (e.g. 127.0.0.1:8931), not '8931'"),
            (["--listen", "h:99999"], "--listen takes HOST:PORT (e.g. 127.0.0.1:8931), not 'h:99999'"),
            (["--port", "1"], "unknown argument '--port'"),
            (["--bad\u{1B}[31m"], "unknown argument '--bad[31m'"),
            (["--token-file", "/t"], "--token-file, --allow-origin, --auth and --oauth-… need --listen"),
            (
                ["--listen", "127.0.0.1:1", "--allow-origin", "https://a.example/"],
                "--allow-origin takes an origin such as https://assistant.example, not 'https://a.example/'"
            ),
            (
                ["--listen", "127.0.0.1:1", "--token-file", "/missing"],
                "--token-file: cannot read the token file (at most 4 KB of UTF-8)"
            ),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(message(parse(words)), expected, "\(words)")
        }
        XCTAssertEqual(
            message(parse(["--listen", "127.0.0.1:1"], ["FOODYBITE_MCP_TOKEN": "short"])),
            "the bearer token is at least 16 visible ASCII characters")
    }

    func test_parse_authOAuth_readsIssuerResourceAndIntrospectionClient_withTheSecretNeverAnArgument() throws {
        // Given
        let words = [
            "--listen", "0.0.0.0:8931", "--auth", "oauth", "--oauth-issuer", "https://as.example/realm",
            "--oauth-resource", "https://foodybite.example/mcp", "--oauth-client-id", "foodybite",
        ]
        // When
        let settings = try XCTUnwrap(try parse(words, ["FOODYBITE_MCP_OAUTH_CLIENT_SECRET": "s3cret"]).get())
        let fromFile = try XCTUnwrap(
            try parse(words + ["--oauth-client-secret-file", "/s"], files: ["/s": Data("filed\n".utf8)]).get())
        // Then: off loopback without a static token, OAuth admits
        XCTAssertEqual(settings.oauth?.issuerIdentifier, "https://as.example/realm")
        XCTAssertEqual(settings.oauth?.audience, "https://foodybite.example/mcp")
        XCTAssertEqual(settings.oauth?.introspectionClient, .init(id: "foodybite", secret: "s3cret"))
        XCTAssertEqual(fromFile.oauth?.introspectionClient?.secret, "filed")
        XCTAssertNil(settings.tokenDigest)
    }

    func test_parse_authOAuth_badSettings_areOneLineProblems() {
        let base = ["--listen", "127.0.0.1:1", "--auth", "oauth"]
        let cases: [([String], [String: String], String)] = [
            (["--listen", "127.0.0.1:1", "--auth", "magic"], [:], "--auth takes token or oauth, not 'magic'"),
            (base, [:], "--auth oauth needs --oauth-issuer, the authorization server's issuer URL"),
            (
                base + ["--oauth-issuer", "http://as.example"], [:],
                "--oauth-issuer takes an https URL (http on loopback), not 'http://as.example'"
            ),
            (
                base + ["--oauth-issuer", "http://127.0.0.1:9/realm"], [:],
                "--auth oauth needs --oauth-resource, this server's URL as clients reach it (…/mcp)"
            ),
            (
                base + ["--oauth-issuer", "https://as.example", "--oauth-resource", "https://f.example/mcp?x=1"], [:],
                "--oauth-resource takes an https URL (http on loopback), not 'https://f.example/mcp?x=1'"
            ),
            (
                base + [
                    "--oauth-issuer", "https://as.example", "--oauth-resource", "https://f.example/mcp", "--oauth-client-id",
                    "c",
                ], [:], "--oauth-client-id needs its secret: FOODYBITE_MCP_OAUTH_CLIENT_SECRET or --oauth-client-secret-file"
            ),
            (
                ["--listen", "127.0.0.1:1", "--oauth-issuer", "https://as.example"], [:],
                "--oauth-… options need --auth oauth"
            ),
        ]
        for (words, environment, expected) in cases {
            XCTAssertEqual(message(parse(words, environment)), expected, "\(words)")
        }
    }

    // MARK: - Helpers

    private func parse(_ words: [String], _ environment: [String: String] = [:], files: [String: Data] = [:])
        -> Result<ListenSettings?, ListenSettings.Problem>
    {
        ListenSettings.parse(words, environment: environment) { files[$0] }
    }

    private func message(_ result: Result<ListenSettings?, ListenSettings.Problem>) -> String? {
        guard case .failure(let problem) = result else { return nil }
        return problem.message
    }
}
