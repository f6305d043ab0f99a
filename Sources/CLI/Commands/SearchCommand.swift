import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite search TEXT`: find places by name (autocomplete), optionally showing the first one's details.
struct SearchCommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find places by name; prints their ids.",
        discussion: """
            On Google, the search and the --details call share one session token, as Google asks. On Foursquare, the \
            text is matched against names, categories and tips of restaurants. --provider all lists Google's \
            matches, then Foursquare's.
            """)

    @Argument(help: "What to look for, e.g. \"bouillon\".") var text: String
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Prefer places near here (default: FOODYBITE_LOCATION or config).", valueName: "lat,lng"),
        transform: TransformFailure.keeping(LocationArgument.option(.location)))
    var location: Location?
    @Option(help: ArgumentHelp("How far around the location to prefer, in metres, 1...50000.", valueName: "metres")) var radius:
        Int?
    @Flag(help: "Show the details of the first match.") var details = false
    @OptionGroup var output: PlaceListOutputOptions
    @OptionGroup var places: PlacesOptions
    @Option(
        help: ArgumentHelp(
            "Where to search: \(Foodybite.providerNames), a comma list of them, or all (default: FOODYBITE_PROVIDER, config 'provider').",
            valueName: "provider"))
    var provider: ProviderChoice?

    func validate() throws {
        try ValidationError.checking { try SearchDoor.check(text: text, radius: radius) }
    }

    func run(with dependencies: Dependencies) async throws {
        let session = try dependencies.services.makeSearchSession(places.placesAPI, provider)
        let matches = try await SearchDoor.matches(
            text, near: location, radius: radius, session: session, services: dependencies.services)
        if output.format == .geojson {
            let located = try await locate(details ? Array(matches.prefix(1)) : matches, dependencies)
            try dependencies.services.console.write(try PredictionsRenderer.geojson(located))
            return
        }
        let report: ReportFormat = output.format == .json ? .json : .table
        if details, let first = matches.first {
            let place = try await session.details.getPlaceDetails(placeID: first.placeID)
            let model = PlaceDetailsViewModel(details: place, ownReviews: [], now: dependencies.services.now())
            try dependencies.services.console.write(
                try PlaceDetailsRenderer.render(
                    model, as: report, terminal: dependencies.terminal,
                    owner: dependencies.services.providers.owner(of: place.placeID)))
            return
        }
        try dependencies.services.console.write(
            try PredictionsRenderer.render(matches, as: report, terminal: dependencies.terminal))
        // Matches from map data carry its licence's credit (Nominatim's answers are OpenStreetMap's).
        let credits = Set(matches.compactMap { dependencies.services.providers.owner(of: $0.placeID).attribution })
        DataCredits.write(credits.sorted(), dependencies: dependencies)
        if matches.isEmpty && output.format == .table {
            dependencies.services.console.writeInfo("No place matches '\(text)'.\n")
        }
    }

    /// Each match with its details (for its location), through the cache; a match whose details cannot be had is
    /// kept without a location.
    private func locate(_ matches: [AutocompletePrediction], _ dependencies: Dependencies) async throws
        -> [(AutocompletePrediction, PlaceDetails?)]
    {
        let service = try dependencies.services.makeDetailsService(PlacesSource(api: places.placesAPI, cache: .networkThenCache))
        var located: [(AutocompletePrediction, PlaceDetails?)] = []
        for match in matches {
            located.append((match, try? await service.getPlaceDetails(placeID: match.placeID)))
        }
        return located
    }
}
