import XCTest

/// XCTest's `XCTAssertThrowsError` for async expressions: fails when `expression` returns, and hands the error
/// to `handler` when it throws. The one "expect this to throw" helper every test target shares.
public func XCTAssertThrowsErrorAsync<T>(
    _ expression: @autoclosure () async throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ handler: (any Error) -> Void = { _ in }
) async {
    do {
        _ = try await expression()
        XCTFail("expected an error\(message().isEmpty ? "" : ": " + message())", file: file, line: line)
    } catch {
        handler(error)
    }
}
