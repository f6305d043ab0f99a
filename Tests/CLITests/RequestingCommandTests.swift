import CLI
import XCTest

final class RequestingCommandTests: XCTestCase {
    func test_isLikely_trueForTheCommandsThatAskAProvider_whereverTheGlobalFlagsAre() {
        // Given the lines of the commands that ask a provider before they answer
        let lines = [
            ["nearby", "--radius", "800"], ["-q", "details", "ChIJid"], ["photo", "ref"], ["search", "pizza"],
            ["route", "ChIJid"], ["whereami"], ["--quiet", "nearby"], ["--language", "fr", "nearby"],
            ["--units=imperial", "search", "pizza"],
        ]

        // When each is judged
        let judged = lines.map(RequestingCommand.isLikely)

        // Then each is
        XCTAssertEqual(judged, Array(repeating: true, count: lines.count))
    }

    func test_isLikely_falseOfflineForHelpForOtherCommandsAndAfterTheDoubleDash() {
        // Given lines that send nothing, or whose command is not one that asks a provider
        let lines = [
            ["nearby", "--offline"], ["details", "--help"], ["help", "nearby"], ["nearby", "-h"], ["--version"],
            ["config", "show"], ["favorites", "list"], [], ["review", "add"], ["--language", "nearby"],
            ["--", "nearby"],
        ]

        // When each is judged
        let judged = lines.map(RequestingCommand.isLikely)

        // Then none is
        XCTAssertEqual(judged, Array(repeating: false, count: lines.count))
    }
}
