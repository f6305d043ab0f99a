import CLI
import Domain
import Presentation
import XCTest

final class LocationArgumentTests: XCTestCase {
    /// The messages as the command line says them (`--radius`).
    override func invokeTest() {
        FrontEndWords.$current.withValue(CommandLineWords.words) { super.invokeTest() }
    }

    func test_parse_readsDecimalDegreesWithOptionalSpaces() throws {
        XCTAssertEqual(try LocationArgument.parse("48.8566,2.3522"), Location(latitude: 48.8566, longitude: 2.3522))
        XCTAssertEqual(
            try LocationArgument.parse("-33.8670522, 151.1957362"), Location(latitude: -33.8670522, longitude: 151.1957362))
        XCTAssertEqual(try LocationArgument.parse("0,0"), Location(latitude: 0, longitude: 0))
    }

    func test_parse_rejectsMalformedTextWithAOneLineMessage() {
        for text in ["", "48.8", "48.8,", ",2.3", "a,b", "1,2,3", "nan,0", "inf,0", "48.8;2.3"] {
            XCTAssertThrowsError(try LocationArgument.parse(text), text) { error in
                let message = (error as? UsageError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("--location must be LAT,LNG"), message)
                XCTAssertFalse(message.contains("\n"))
            }
        }
    }

    func test_parse_namesTheCoordinateThatIsOutOfRange() {
        XCTAssertThrowsError(try LocationArgument.parse("90.5,0")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--location: latitude must be between -90 and 90 (got 90.5)")
        }
        XCTAssertThrowsError(try LocationArgument.parse("0,-180.01")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--location: longitude must be between -180 and 180 (got -180.01)")
        }
    }
}
