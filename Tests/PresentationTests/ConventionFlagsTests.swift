import Domain
import Presentation
import XCTest

final class ConventionFlagsTests: XCTestCase {
    func test_asAsked_keepsWhatWasAskedAndLeavesTheRestAtConventionsDefaults() {
        // Given flags that ask for a language, a region and miles
        let sut = ConventionFlags(language: "pt-BR", region: "BR", units: .imperial)

        // When they are taken as asked
        let conventions = sut.asAsked

        // Then each asked value is kept, and the clock is the plain conventions' one
        XCTAssertEqual(
            conventions,
            Conventions(language: "pt-BR", region: "BR", units: .imperial, hourCycle: Conventions.plain.hourCycle))
    }

    func test_asAsked_isThePlainConventionsWhenNothingWasAsked() {
        // Given flags that ask nothing
        let sut = ConventionFlags()

        // When they are taken as asked
        let conventions = sut.asAsked

        // Then the units and everything else are the defaults decided once, in Conventions (`plain`)
        XCTAssertEqual(conventions, Conventions.plain)
    }

    func test_asAsked_doesNotGuessUnitsFromTheAskedRegion() {
        // Given a region whose people measure in miles, and no units asked
        let sut = ConventionFlags(region: "US")

        // When they are taken as asked
        let conventions = sut.asAsked

        // Then the units stay the default: the region is what is sent to the providers, the units are the reader's
        XCTAssertEqual(conventions.units, Conventions.plain.units)
        XCTAssertEqual(conventions.region, "US")
    }
}
