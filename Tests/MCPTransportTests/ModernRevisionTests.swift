import Foundation
import XCTest

@testable import MCPTransport

/// MCP 2026-07-28's ladder for one request (issue 59): the envelope in `_meta`, the headers that mirror it on HTTP, the
/// version; `server/discover` answered; the envelope taken off what the SDK reads; results dressed.
final class ModernRevisionTests: XCTestCase {
    private let envelope: RawJSON = .object([
        ModernRevision.versionKey: .string("2026-07-28"), ModernRevision.capabilitiesKey: .object([:]),
        "progressToken": .integer(4),
    ])

    func test_verdict_servesTheRequestWithoutTheEnvelope_keepingTheProgressToken() throws {
        let verdict = sut(
            request("tools/list", meta: envelope), headers: ["mcp-protocol-version": "2026-07-28", "mcp-method": "tools/list"])
        guard case .serve(let data) = verdict else { return XCTFail("\(verdict)") }
        let served = try JSONDecoder().decode(RawJSON.self, from: data)
        XCTAssertEqual(served["params"]?["_meta"], .object(["progressToken": .integer(4)]))
    }

    func test_verdict_refusesAsTheLadderSays() {
        XCTAssertEqual(
            code(sut(request("tools/list", meta: .object([ModernRevision.versionKey: .string("2026-07-28")])))), -32_602)
        XCTAssertEqual(code(sut(request("tools/list", meta: envelope), headers: ["mcp-method": "tools/list"])), -32_020)
        XCTAssertEqual(
            code(sut(request("tools/list", meta: envelope), headers: ["mcp-protocol-version": "2026-07-28", "mcp-method": "x"])),
            -32_020)
        let call = request("tools/call", meta: envelope, name: "nearby")
        XCTAssertEqual(
            code(sut(call, headers: ["mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "route"])),
            -32_020)
        let future: RawJSON = .object([
            ModernRevision.versionKey: .string("2030-01-01"), ModernRevision.capabilitiesKey: .object([:]),
        ])
        let refused = answer(sut(request("tools/list", meta: future)))
        XCTAssertEqual(refused?["error"]?["code"], .integer(-32_022))
        XCTAssertEqual(refused?["error"]?["data"]?["requested"], .string("2030-01-01"))
        XCTAssertEqual(code(sut(request("ping", meta: envelope))), -32_601)
    }

    func test_verdict_answersDiscover_withEveryVersionServed() {
        let discovered = answer(sut(request("server/discover", meta: envelope)))
        XCTAssertEqual(discovered?["id"], .integer(1))
        XCTAssertEqual(discovered?["result"]?["resultType"], .string("complete"))
        XCTAssertEqual(
            discovered?["result"]?["supportedVersions"],
            .array(["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"].map(RawJSON.string)))
    }

    func test_dressed_addsTheResultType_andTheToolListsLifetime_leavingErrorsAlone() throws {
        let list = ModernRevision.dressed(Data(#"{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}"#.utf8))
        let dressed = try JSONDecoder().decode(RawJSON.self, from: list)
        XCTAssertEqual(dressed["result"]?["resultType"], .string("complete"))
        XCTAssertEqual(dressed["result"]?["cacheScope"], .string("public"))
        let error = Data(#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"x"}}"#.utf8)
        XCTAssertEqual(ModernRevision.dressed(error), error)
    }

    // MARK: - Helpers

    private func sut(_ members: [String: RawJSON], headers: [String: String]? = nil) -> ModernRevision.Verdict {
        ModernRevision.verdict(
            members, id: .integer(1), headers: headers, serverInfo: ("foodybite", "1.0"), instructions: "Find places.")
    }

    private func request(_ method: String, meta: RawJSON, name: String? = nil) -> [String: RawJSON] {
        var params: [String: RawJSON] = ["_meta": meta]
        params["name"] = name.map(RawJSON.string)
        return ["jsonrpc": .string("2.0"), "id": .integer(1), "method": .string(method), "params": .object(params)]
    }

    private func answer(_ verdict: ModernRevision.Verdict) -> RawJSON? {
        guard case .answer(let data) = verdict else { return nil }
        return try? JSONDecoder().decode(RawJSON.self, from: data)
    }

    private func code(_ verdict: ModernRevision.Verdict) -> Int? {
        guard case .integer(let code)? = answer(verdict)?["error"]?["code"] else { return nil }
        return Int(code)
    }
}
