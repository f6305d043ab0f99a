import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite whereami`: the location `nearby` would use, and where it comes from.
struct WhereAmICommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "whereami",
        abstract: "Print the location foodybite would search around, and its source.",
        discussion:
            "Sources, first that answers: --location, --near, FOODYBITE_LOCATION or config 'location', the saved home, IP geolocation."
    )

    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("A location, to check how it is read.", valueName: "lat,lng"),
        transform: TransformFailure.keeping(LocationArgument.option(.location)))
    var location: Location?
    @Option(help: ArgumentHelp("Resolve this text to a place.", valueName: "text")) var near: String?
    @OptionGroup var places: PlacesOptions
    @OptionGroup var output: ReportOutputOptions

    func run(with dependencies: Dependencies) async throws {
        let resolved = try await dependencies.services.resolveLocation(
            LocationRequest(explicit: location, near: near, api: places.placesAPI))
        try dependencies.services.console.write(try LocationRenderer.render(LocationViewModel(resolved), as: output.format))
    }
}
