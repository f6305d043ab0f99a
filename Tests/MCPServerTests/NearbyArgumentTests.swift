import Domain
import Presentation
import XCTest

@testable import MCPServer

/// The `nearby` tool's arguments (`NearbyArgument`): each named once, and what the command line refuses, they refuse
/// (MainTests' `FrontEndParityTests`: the same values give the same search as the line that names them).
final class NearbyArgumentTests: XCTestCase {
    func test_all_namesEachArgumentOnce_andOffersEveryValueButTheCommandLinesOwn() {
        // Given
        let names = NearbyArgument.all.map(\.name)
        let offered = Set(NearbyArgument.all.map(\.field))

        // Then
        XCTAssertEqual(Set(names).count, names.count, "each once")
        XCTAssertEqual(
            Set(NearbyField.allCases).subtracting(offered), [.along, .to, .favorites, .placesAPI, .noCache, .changes])
        XCTAssertEqual(NearbyArgument.all.first { $0.name == "latitude" }?.field, .location)
        XCTAssertEqual(NearbyArgument.all.first { $0.name == "max_travel_minutes" }?.field, .maxTravel)
    }

    func test_form_refusesWhatTheCommandLineRefuses_beforeAnySearch() {
        let refused: [[String: NearbyArgument.Given]] = [
            ["latitude": .number(47.3)], ["longitude": .number(5)], ["latitude": .number(91), "longitude": .number(0)],
            ["sort": .text("price")], ["kinds": .texts(["cinema"])], ["price": .text("5")], ["nosuch": .flag(true)],
        ]
        for arguments in refused {
            XCTAssertThrowsError(try NearbyArgument.form(arguments).validate(), "\(arguments)")
        }
    }

    func test_form_saysARefusedValueInTheAssistantsWords() {
        // When
        let message = FrontEndWords.$current.withValue(AssistantWords.words(commandLine: CommandLineWords.words)) {
            () -> String? in
            do {
                _ = try NearbyArgument.form(["stay": .text("forever")])
                return nil
            } catch { return (error as? UsageError)?.message }
        }

        // Then
        XCTAssertEqual(message, "stay 'forever': a time such as 10m, 90s, 1h or 1h30m (1 s to 24 h)")
    }
}
