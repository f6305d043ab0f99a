import ArgumentParser
import Domain
import Presentation

/// `foodybite nearby`: restaurants around a location, filtered by radius and minimum rating.
public struct NearbyCommand: FoodybiteCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List restaurants near a location.",
        discussion: """
            Places farther than the radius, rated below --stars (or unrated when --stars > 0) and places closed \
            for business are left out. Places API (New) returns at most 20 places a search; the legacy API up to 60.

            \(ExitCodes.helpText)
            """
    )

    @Option(
        name: .long, parsing: .unconditional, help: ArgumentHelp("Where to search, in decimal degrees.", valueName: "lat,lng"))
    var location: String?

    @Option(help: ArgumentHelp("Search radius in metres, 1...50000 (default 10000).", valueName: "metres"))
    var radius: Int?

    @Option(help: ArgumentHelp("Minimum rating, 0...5, decimals allowed (default 0: no minimum).", valueName: "n"))
    var stars: Double?

    @Option(help: ArgumentHelp("At most this many places, 1...60.", valueName: "n"))
    var limit: Int = 20

    @Option(help: ArgumentHelp("Order: distance, rating or name.", valueName: "key"))
    var sort: NearbySortOrder = .distance

    @Option(help: "Output format: table, json, csv or ndjson.")
    var format: OutputFormat = .table

    @Option(
        name: .customLong("places-api"),
        help: ArgumentHelp("Google API: new or legacy (default: FOODYBITE_PLACES_API, else new).", valueName: "api"))
    var placesAPI: PlacesAPIChoice?

    public init() {}

    public func validate() throws {
        if let location { _ = try Self.parseLocation(location) }
        if let radius, !NearbySearchQuery.radiusRange.contains(radius) {
            throw ValidationError("--radius must be between 1 and 50000 metres (got \(radius))")
        }
        if let stars, !(stars.isFinite && NearbySearchQuery.ratingRange.contains(stars)) {
            throw ValidationError("--stars must be between 0 and 5 (got \(stars))")
        }
        if !NearbySearchQuery.limitRange.contains(limit) {
            throw ValidationError("--limit must be between 1 and 60 (got \(limit))")
        }
    }

    public func run(with dependencies: Dependencies) async throws {
        guard let location else {
            throw UsageError("no location: pass --location LAT,LNG (e.g. --location \(LocationArgument.example))")
        }
        let preferences = try dependencies.preferences.load()
        let query = NearbySearchQuery(
            location: try Self.parseLocation(location),
            radius: radius ?? preferences.radius,
            minimumRating: stars ?? preferences.minimumRating,
            limit: limit,
            ranking: sort == .distance ? .distance : .popularity
        )
        let service = try dependencies.makeSearchNearbyService(placesAPI)
        let places = try await service.searchNearby(query)
        let rows = NearbyPlacesPresenter(distance: dependencies.distance).rows(for: places, query: query, sortedBy: sort)
        dependencies.console.write(try NearbyRenderer.render(rows, as: format, terminal: dependencies.terminal))
        if rows.isEmpty && format == .table {
            dependencies.console.writeError(
                "No restaurants found within \(query.radius) m\(Self.starsClause(query.minimumRating)).\n")
        }
    }

    private static func parseLocation(_ text: String) throws -> Location {
        do {
            return try LocationArgument.parse(text)
        } catch {
            throw ValidationError(error.message)
        }
    }

    private static func starsClause(_ minimumRating: Double) -> String {
        minimumRating > 0 ? " rated \(minimumRating) or more" : ""
    }
}

extension NearbySortOrder: ExpressibleByArgument {}
