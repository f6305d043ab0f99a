import ArgumentParser
import Foundation
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
        XCTAssertEqual(Set(options.flatMap(\.assistant).map(\.name)).count, options.flatMap(\.assistant).count)
        for option in options where option.home == .nearby {
            XCTAssertFalse(option.help.isEmpty, option.name)
            XCTAssertEqual(NearbyOptions.help(option.name).abstract, option.help)
        }
        for option in options where option.home != .nearby {
            XCTAssertTrue(option.help.isEmpty, "\(option.name): its group's help is the one shown")
        }
    }

    func test_assistantArguments_areTheDeclarationsAndSetTheOptionsDeclared() {
        // Given
        let declared = NearbyOptions.all.flatMap { option in option.assistant.map { ($0.name, option.name) } }

        // Then
        XCTAssertEqual(NearbyDoor.declared.map(\.name), declared.map(\.0))
        for (name, option) in declared where !["latitude", "longitude", "max_travel_minutes"].contains(name) {
            XCTAssertEqual(NearbyDoor.names[name], "--" + option, name)
        }
    }
}
