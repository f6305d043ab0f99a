import Domain
import Presentation
import XCTest

@testable import CLI
@testable import MCPServer

/// The two front ends read `nearby` alike: the MCP tool's arguments (`NearbyArgument`) give the same search
/// (`NearbyForm`) as the command line that names the same values (read by the fast reader, held to ArgumentParser).
/// Here, where both front ends are composed, since neither imports the other.
final class FrontEndParityTests: XCTestCase {
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
}
