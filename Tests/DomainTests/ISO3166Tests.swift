import Domain
import XCTest

final class ISO3166Tests: XCTestCase {
    func test_isAssigned_holdsTheStandardsTwoHundredAndFortyNineCodesAndNoReservedOne() {
        // Given every pair of capital letters
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let pairs = letters.flatMap { first in letters.map { first + $0 } }

        // When
        let assigned = pairs.filter(ISO3166.isAssigned)

        // Then (ISO 3166-1 as of 2026: 249 countries; FX, EU, UK reserved; XK user-assigned)
        XCTAssertEqual(assigned.count, 249)
        for code in ["FR", "MC", "GB", "US", "JP", "AU", "BR", "ZW", "AD"] { XCTAssertTrue(ISO3166.isAssigned(code), code) }
        for code in ["FX", "EU", "UK", "XK", "ZZ", "fr", "F", "FRA", ""] { XCTAssertFalse(ISO3166.isAssigned(code), code) }
    }
}
