import ArgumentParser
import DomainTestSupport
import XCTest

@testable import CLI

/// The fast reader of `nearby` lines is held to ArgumentParser, the definition: on hundreds of generated lines
/// (valid and invalid values, `=` forms, missing values, repeats, flags with values, words that are not options)
/// whatever it reads is exactly what ArgumentParser reads, and every line ArgumentParser accepts without a repeat
/// it reads too (but for a `--` ending the options).
final class NearbyArgumentsReadTests: XCTestCase {
    func test_read_givesWhatArgumentParserGives_forGeneratedLines() {
        var generator = SeededGenerator(seed: 33)
        var read = 0
        for _ in 0..<250 {
            // Given
            let line = Self.line(using: &generator)

            // When
            let fast = NearbyArguments.read(line)
            let reference = Self.referenceRead(line)

            // Then
            if let fast {
                read += 1
                XCTAssertEqual(fast, reference, "\(line)")
            } else if reference != nil, !Self.repeatsAnOption(line), !line.contains("--") {
                XCTFail("ArgumentParser reads \(line), the fast reader does not")
            }
        }
        XCTAssertGreaterThan(read, 50, "the generated lines include many valid ones (\(read) of 250)")
    }

    func test_read_leavesHelpShortOptionsAndEveryErrorToArgumentParser() {
        for line in [
            ["--help"], ["-h"], ["x"], ["--"], ["--", "--offline"], ["--radius"], ["--radius", "abc"], ["--radius", "-5"],
            ["--radius", "5", "--radius", "6"], ["--open-now=yes"], ["--open-now", "--open-now"], ["--offline", "--no-cache"],
            ["--changes", "--offline"], ["--along", "1,2"], ["--location", "1,2", "--near", "Dijon"], ["--kind", "pizza"],
            ["--radius=5", "extra"], ["--Radius", "5"], ["--version"],
            ["--along", "46.77,23.59", "--to", "--", "--radius", "300"], ["--location", "--", "--offline"],
        ] {
            XCTAssertNil(NearbyArguments.read(line), "\(line)")
        }
    }

    func test_read_readsTheLinesOfTheReadme() {
        // Given lines as people write them
        let lines = [
            [], ["--radius", "1500", "--stars", "4"], ["--location", "-33.8670522,151.1957362", "--format", "json"],
            ["--provider", "osm", "--open-now", "--diet", "vegan", "--diet", "gluten-free", "--kind", "cafe,bar"],
            ["--near=Dijon", "--travel", "walk", "--max-travel", "10m", "--sort", "travel", "--changes"],
            ["--along", "-16.92,145.77", "--to", "-16.81,145.63", "--radius", "500"],
        ]

        for line in lines {
            // When
            let fast = NearbyArguments.read(line)

            // Then
            XCTAssertNotNil(fast, "\(line)")
            XCTAssertEqual(fast, Self.referenceRead(line), "\(line)")
        }
    }

    func test_options_areTheOptionsOfTheCommandsDefinition() {
        XCTAssertEqual(
            Set(NearbyOptions.all.map { "--" + $0.name }).union(["--help", "--quiet", "--version"]),
            Set(CommandLineGuide.options(of: NearbyCommand.self)),
            "--help is ArgumentParser's; --quiet and --version are read before any command")
        for option in NearbyOptions.all {
            XCTAssertEqual(NearbyOptions.option(named: "--" + option.name)?.shape, option.option.shape, option.name)
        }
        XCTAssertNil(NearbyOptions.option(named: "--nosuch"))
    }

    // MARK: - Helpers

    private static func referenceRead(_ line: [String]) -> NearbyArguments? {
        (try? NearbyCommand.parse(line))?.arguments
    }

    private static func repeatsAnOption(_ line: [String]) -> Bool {
        let names = line.filter { $0.hasPrefix("--") && $0 != "--diet" }.map { String($0.prefix { $0 != "=" }) }
        return Set(names).count != names.count
    }

    /// Each option with values it takes and values it refuses.
    private static let values: [String: [String]] = [
        "--location": ["1,2", "-33.8,151.2", "91,0", "abc", ""],
        "--near": ["Dijon", "", " ", "-x", "--offline"],
        "--along": ["1,2", "-16.8,145.7", "Cairns", " ", "--"],
        "--to": ["1.5,2.5", "-16.9,145.6", "Port Douglas", "--radius", "--"],
        "--radius": ["1500", "0", "50001", "-5", "abc", "+7"],
        "--stars": ["4", "4.5", "5.1", "-1", "nan", "x"],
        "--limit": ["1", "60", "61", "0", "07"],
        "--sort": ["distance", "rating", "travel", "name", "bogus"],
        "--price": ["2", "1-2", "3-1", "5"],
        "--kind": ["restaurant", "cafe,bar", "pizza", ""],
        "--cuisine": ["italian", "middle-eastern", "x"],
        "--diet": ["vegan", "kosher", "meat"],
        "--travel": ["walk", "transit", "fly"],
        "--max-travel": ["10m", "90s", "1h30m", "-", "x"],
        "--format": ["json", "csv", "map", "xml"],
        "--places-api": ["new", "legacy", "old"],
        "--provider": ["google", "osm", "all", "google,osm", "bing"],
    ]

    private static let flags = [
        "--favorites", "--open-now", "--wheelchair", "--outdoor-seating", "--ascii", "--offline", "--no-cache", "--changes",
    ]

    private static func line(using generator: inout SeededGenerator) -> [String] {
        let options = values.keys.sorted()
        var line: [String] = []
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: line.append(["x", "-h", "--help", "--", "--bogus", "-5"].randomElement(using: &generator) ?? "x")
            case 1...4:
                let flag = flags.randomElement(using: &generator) ?? "--offline"
                line.append(Int.random(in: 0..<10, using: &generator) == 0 ? flag + "=true" : flag)
            default:
                let option = options.randomElement(using: &generator) ?? "--radius"
                let value = values[option]?.randomElement(using: &generator) ?? ""
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: line.append(option)
                case 1...3: line.append(option + "=" + value)
                default: line += [option, value]
                }
            }
        }
        return line
    }
}
