import Domain
import XCTest

final class AlternativesTests: XCTestCase {
    func test_joinedAsAlternatives_separatesTheLastWithOrAndTheOthersWithCommas() {
        XCTAssertEqual([String]().joinedAsAlternatives(), "")
        XCTAssertEqual(["a"].joinedAsAlternatives(), "a")
        XCTAssertEqual(["a", "b"].joinedAsAlternatives(), "a or b")
        XCTAssertEqual(["a", "b", "c", "d"].joinedAsAlternatives(), "a, b, c or d")
    }
}
