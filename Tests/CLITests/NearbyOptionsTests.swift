import ArgumentParser
import Foundation
import Presentation
import XCTest

@testable import CLI

/// `nearby`'s options are declared once (`NearbyOptions.all`): the code ArgumentParser and the fast reader need is
/// written from that list, and must be what `NearbyOptions+Generated.swift` holds; the assistant's arguments are
/// the list's too.
final class NearbyOptionsTests: XCTestCase {
    func test_generatedFile_isWrittenFromTheDeclaration() throws {
        // Given
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CLI/Commands/NearbyOptions+Generated.swift")

        // When
        let written = NearbyOptionsSource.render(NearbyOptions.all)

        // Then
        if ProcessInfo.processInfo.environment["NEARBY_OPTIONS_RECORD"] == "1" {
            try written.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8), written,
            "NearbyOptions.all changed: NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests writes the file again")
    }

    func test_declaration_namesEachOptionAndValueOnce_andGivesHelpToEveryOptionItDeclares() {
        // Given
        let options = NearbyOptions.all

        // Then
        XCTAssertEqual(Set(options.map(\.name)).count, options.count)
        XCTAssertEqual(Set(options.map(\.property)).count, options.count)
        for option in options where option.group == nil {
            XCTAssertFalse(option.words().isEmpty, option.name)
            XCTAssertEqual(NearbyOptions.help(option.name).abstract, option.words())
        }
        for option in options where option.group != nil {
            XCTAssertTrue(option.words().isEmpty, "\(option.name): its group's help is the one shown")
        }
    }

    func test_swiftName_isTheTypeAsWritten() {
        XCTAssertEqual(NearbyOptionsSource.swiftName("Swift.Optional<Swift.Array<Domain.PlaceKind>>"), "[PlaceKind]?")
        XCTAssertEqual(NearbyOptionsSource.swiftName("Swift.Bool"), "Bool")
        XCTAssertEqual(NearbyOptionsSource.swiftName("Swift.Array<Domain.Diet>"), "[Diet]")
    }

    func test_everyValueOfTheSearch_isAnOptionNamedForIt() {
        // Then
        for field in NearbyField.allCases {
            XCTAssertTrue(NearbyOptions.all.contains { $0.property == field.rawValue }, field.rawValue)
        }
        XCTAssertEqual(NearbyOption.longName("placesAPI"), "places-api")
        XCTAssertEqual(NearbyOption.longName("openOnArrival"), "open-on-arrival")
    }
}
