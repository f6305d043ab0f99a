import Foundation
import XCTest

@testable import MCPTransport

/// Which OAuth scopes a request's messages need (`--auth oauth`): a tool's own, reading by default, reading for a
/// resource, none for the rest (a token of one of foodybite's scopes is needed for any request).
final class AdmissionScopesTests: XCTestCase {
    func test_scopes_areTheToolsOwnOrReading_forCallsAndResources() {
        // Given
        let toolScopes = ["review_add": "foodybite.review"]
        let cases: [(String, Set<String>)] = [
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nearby"}}"#, ["foodybite.read"]),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"review_add"}}"#, ["foodybite.review"]),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#, ["foodybite.read"]),
            (#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"ui://x"}}"#, ["foodybite.read"]),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#, []),
            (
                #"[{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"review_add"}},{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"details"}}]"#,
                ["foodybite.review", "foodybite.read"]
            ),
            ("not json", []),
        ]
        for (body, expected) in cases {
            // When
            let needed = MCPEndpoint.scopes(neededBy: Data(body.utf8), toolScopes: toolScopes)
            // Then
            XCTAssertEqual(needed, expected, body)
        }
    }
}
