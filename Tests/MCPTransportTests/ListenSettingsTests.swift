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
            "listening on 0.0.0.0 (not loopback) needs a bearer token: set FOODYBITE_MCP_TOKEN or --token-file")
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
            (["--token-file", "/t"], "--token-file and --allow-origin need --listen"),
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
