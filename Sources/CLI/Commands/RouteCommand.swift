import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite route PLACE_ID`: how to get to one place from the search centre: the total time and length, and the
/// steps, one a line; `--format json`, `geojson` (the route as a LineString from the origin to the place), `map`.
struct RouteCommand: FoodybiteCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "How to get to a place: time, distance and the steps.",
        discussion: """
            The route starts at --location (or --near, or the configured location, as for nearby) and ends at the \
            place. Google's Routes API with a Google key, OSRM without one (FOODYBITE_ROUTER chooses); transit is \
            Google's only. One routing request (and the place's details, cached).

            \(ExitCodes.helpText)
            """)

    @Argument(help: "The place id (Google's, Foursquare's or OpenStreetMap's osm:node/123).") var placeID: String
    @OptionGroup var centre: SearchCentreOptions

    @Option(help: ArgumentHelp("How to go: walk, bike, drive or transit (transit: Google only).", valueName: "mode"))
    var travel: TravelMode = .walk

    @Option(help: ArgumentHelp("table (the steps), json, geojson, map or html (a page with a map).", valueName: "format"))
    var format: RouteFormat = .table

    @Option(help: ArgumentHelp("Write the answer to this file (replaced whole) instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "With --format html: also open the page with the desktop's opener (xdg-open, open).")
    var open = false

    @Flag(help: "With --output: replace an existing file (it keeps its mode).")
    var force = false

    @OptionGroup var places: PlacesOptions

    func validate() throws {
        try PlaceIDRule.checkArgument(placeID)
        try ValidationError.checking { try answerOutput.validate(isPage: format == .html) }
    }

    private var answerOutput: AnswerOutput { AnswerOutput(path: output, open: open, force: force) }

    func run(with dependencies: Dependencies) async throws {
        let trip = try await RouteDoor.trip(
            to: placeID, from: centre.request(api: places.placesAPI), travel: travel, api: places.placesAPI,
            services: dependencies.services)
        let (credits, drawsRoute) = RouteDoor.credits(to: placeID, services: dependencies.services)
        var page = MapPageSettings(credits: credits)
        if format == .html {
            page.library = dependencies.mapLibrary()
            page.tiles = try dependencies.tileSource()
            page.drawsRoute = drawsRoute
        }
        try answerOutput.write(
            try RouteRenderer.render(trip, as: format, terminal: dependencies.terminal, page: page), dependencies: dependencies)
        if [.table, .map].contains(format) {
            DataCredits.write(credits, dependencies: dependencies)
        }
    }
}

/// `route --format`.
enum RouteFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case table, json, geojson, map, html
}
