import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite details PLACE_ID`: hours, address, phone, rating, Google's reviews, your own, photo references.
struct DetailsCommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a place's details.",
        discussion: """
            Google ids (ChIJ...) are looked up on Google, Foursquare ids (24 hexadecimal digits) on Foursquare, where \
            tips are shown as reviews. Details are cached; when the provider cannot be reached, cached details are \
            shown (stderr says how old).
            """)

    @Argument(help: ArgumentHelp("The place id, as nearby and search list it (\(Foodybite.placeIDForms)).")) var placeID: String
    @OptionGroup var output: ReportOutputOptions
    @OptionGroup var places: PlacesOptions
    @OptionGroup var provider: ProviderOption
    @OptionGroup var cache: CacheOptions
    @OptionGroup var serverOptions: ServerOptions

    @Option(
        help: ArgumentHelp(
            "Say whether the place is open at this moment, by its hours as written (OpenStreetMap's), in its own time zone: 21:30, sun 12:00, tomorrow 12:30 or ISO 8601.",
            valueName: "when"),
        transform: TransformFailure.keeping(OpenAtArgument.parse))
    var openAt: OpeningMoment?

    func validate() throws {
        try PlaceIDRule.checkArgument(placeID, provider: provider.provider)
    }

    func run(with dependencies: Dependencies) async throws {
        let (model, owner) = try await DetailsDoor.details(
            placeID: placeID, provider: provider.provider, source: PlacesSource(api: places.placesAPI, cache: cache.mode),
            server: serverOptions.server, openAt: openAt, services: dependencies.services)
        try dependencies.services.console.write(
            try PlaceDetailsRenderer.render(model, as: output.format, terminal: dependencies.terminal, owner: owner))
    }
}
