import Domain
import XCTest

@testable import CLI

/// `nearby`'s typed door (`NearbyDoor`, the MCP server's) reads what the command line reads: the same values give
/// the same `NearbyArguments` as the line that names them (read by the fast reader, held to ArgumentParser), and
/// what the line refuses, it refuses.
final class NearbyDoorTests: XCTestCase {
    func test_arguments_areWhatTheCommandLineReadsFromTheSameValues() throws {
        let cases: [([String: NearbyDoor.Argument], [String])] = [
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
        for (door, line) in cases {
            // When
            let read = try NearbyArguments(door)

            // Then
            XCTAssertEqual(read, NearbyArguments.read(line), "\(line)")
        }
    }

    func test_declared_isEveryArgumentTheDoorReads_andNoOther() throws {
        // Given the declared arguments (the MCP server's schema) and the options the door sets
        let declared = Set(NearbyDoor.declared.map(\.name))

        // Then every declared argument sets an option the command line reads, and each is declared once
        XCTAssertEqual(Set(NearbyDoor.names.keys), declared)
        for (name, option) in NearbyDoor.names {
            XCTAssertNotNil(NearbyArguments.options[option], "\(name) sets \(option)")
        }
        XCTAssertEqual(NearbyDoor.names["latitude"], "--location")
        XCTAssertEqual(NearbyDoor.names["max_travel_minutes"], "--max-travel")
        XCTAssertEqual(declared.count, NearbyDoor.declared.count, "each once")
    }

    func test_arguments_refuseWhatTheCommandLineRefuses_beforeAnySearch() {
        let refused: [[String: NearbyDoor.Argument]] = [
            ["latitude": .number(47.3)], ["longitude": .number(5)], ["latitude": .number(91), "longitude": .number(0)],
            ["sort": .text("price")], ["kinds": .texts(["cinema"])], ["price": .text("5")], ["nosuch": .flag(true)],
        ]
        for arguments in refused {
            XCTAssertThrowsError(try NearbyArguments(arguments).validate(), "\(arguments)")
        }
    }
}
