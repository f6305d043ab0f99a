import Domain
import Presentation
import XCTest

@testable import CLI
@testable import MCPServer

/// The `nearby` tool's arguments (`NearbyArgument`) are read as the command line reads its options: the same values
/// give the same search (`NearbyForm`) as the line that names them (read by the fast reader, held to ArgumentParser),
/// and what the line refuses, they refuse.
final class NearbyArgumentTests: XCTestCase {
    func test_form_isWhatTheCommandLineReadsFromTheSameValues() throws {
        let cases: [([String: NearbyArgument.Given], [String])] = [
            ([:], []),
            (
                [
                    "latitude": .number(47.322), "longitude": .number(5.0415), "radius": .number(800), "stars": .number(4.5),
                    "limit": .number(7), "sort": .text("rating"), "open_now": .flag(true), "price": .text("1-2"),
                ],
                [
                    "--location", "47.322,5.0415", "--radius", "800", "--stars", "4.5", "--limit", "7", "--sort", "rating",
                    "--open-now", "--price", "1-2",
                ]
            ),
            (
                [
                    "near": .text("Gare de Dijon"), "kinds": .texts(["cafe", "bar"]), "diets": .texts(["vegan", "halal"]),
                    "wheelchair": .flag(true), "outdoor_seating": .flag(false), "provider": .text("osm"),
                    "max_travel_minutes": .number(15), "travel": .text("bike"), "offline": .flag(true),
                ],
                [
                    "--near", "Gare de Dijon", "--kind", "cafe,bar", "--diet", "vegan", "--diet", "halal", "--wheelchair",
                    "--provider", "osm", "--max-travel", "15m", "--travel", "bike", "--offline",
                ]
            ),
            (
                ["cuisine": .text("pizza"), "provider": .text("google,foursquare")],
                ["--cuisine", "pizza", "--provider", "google,foursquare"]
            ),
        ]
        for (arguments, line) in cases {
            // When
            let form = try NearbyArgument.form(arguments)

            // Then
            XCTAssertEqual(form, NearbyArguments.read(line)?.form, "\(line)")
        }
    }

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
