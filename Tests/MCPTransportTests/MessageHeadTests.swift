import Foundation
import XCTest

@testable import MCPTransport

/// What is read of a message `JSONDecoder` cannot read whole: the id at its top level, and the member of a number out
/// of range, so that the answer goes under the id its client waits for (issue 59).
final class MessageHeadTests: XCTestCase {
    func test_init_readsTheTopLevelIdOnly_aStringOrAnInteger() {
        let cases: [(String, RawJSON?)] = [
            (#"{"jsonrpc":"2.0","id":7,"method":"#, .integer(7)),
            (#"{"id" : "a\"b", "method": "ping", "params": {"x": [1e400]}}"#, .string("a\"b")),
            (#"{"params":{"id":5,"x":[{"id":6}]},"id":-3,"method":"x"#, .integer(-3)),
            (#"{"params":{"id":5},"method":"ping"}"#, nil),
            (#"{"id":1.5,"method":"ping"#, nil),
            (#"{"id":{"a":1},"method":"ping"#, nil),
            (#"{"method":"id","x":"id"}"#, nil),
            (#"[{"id":1}]"#, nil),
            (#"{"jsonrpc":"2.0","method":"ping","params":{"x":"aaaa"#, nil),
        ]
        for (text, id) in cases {
            XCTAssertEqual(MessageHead(Data(text.utf8)).id, id, text)
        }
    }

    func test_init_namesTheMemberOfTheFirstNumberOutOfRange() {
        let text = #"{"id":8,"params":{"arguments":{"radius":1e3,"latitude":1e400,"longitude":-1e999}}}"#
        XCTAssertEqual(MessageHead(Data(text.utf8)).hugeNumberKey, "latitude")
        XCTAssertNil(MessageHead(Data(#"{"id":8,"x":12345678901234567890}"#.utf8)).hugeNumberKey)
    }

    func test_init_readsDeepNestingWithoutRecursing() {
        let text =
            #"{"id":"deep","params":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        XCTAssertEqual(MessageHead(Data(text.utf8)).id, .string("deep"))
    }
}
