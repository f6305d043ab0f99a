import Foundation
import XCTest

@testable import Main

final class ProcessEnvironmentTests: XCTestCase {
    func test_read_isWhatProcessInfoGives() {
        // Given a variable whose value holds an "=" and one that is empty
        setenv("FOODYBITE_TEST_EQUALS", "a=b=c", 1)
        setenv("FOODYBITE_TEST_EMPTY", "", 1)
        defer {
            unsetenv("FOODYBITE_TEST_EQUALS")
            unsetenv("FOODYBITE_TEST_EMPTY")
        }

        // When
        let read = ProcessEnvironment.read()

        // Then
        XCTAssertEqual(read, ProcessInfo.processInfo.environment)
        XCTAssertEqual(read["FOODYBITE_TEST_EQUALS"], "a=b=c")
        XCTAssertEqual(read["FOODYBITE_TEST_EMPTY"], "")
    }
}
