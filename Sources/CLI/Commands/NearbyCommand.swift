import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite nearby`: restaurants around a location, filtered by radius and minimum rating.
public struct NearbyCommand: FoodybiteCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List restaurants near a location.",
        discussion: """
            The answer is the --limit nearest places in the circle that pass every filter, then ordered by --sort. \
            Places farther than the radius, rated below --stars (or unrated when --stars > 0) and places closed \
            for business are left out. Each provider filters what it can and is read nearest first, at most 3 \
            requests a search; when a provider's cap may have hidden a qualifying place, stderr says so. \
            Results are cached; when the provider cannot be reached, cached places are shown (stderr says how old they \
            are). Foursquare's 0-10 ratings are halved to Google's scale; --provider all lists the same restaurant \
            once, with both ratings (see the README).

            \(ExitCodes.helpText)
            """
    )

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Where to search, in decimal degrees (default: FOODYBITE_LOCATION or config 'location').", valueName: "lat,lng"),
        transform: LocationArgument.option("--location"))
    var location: Location?

    @Option(
        help: ArgumentHelp(
            "Search near the first place this text finds (e.g. \"Bouillon Notre Dame, Dijon\").", valueName: "text"))
    var near: String?

    @Option(help: ArgumentHelp("Search radius in metres, 1...50000 (default: preferences, 10000).", valueName: "metres"))
    var radius: Int?

    @Option(help: ArgumentHelp("Minimum rating, 0...5, decimals allowed (default: preferences, 0).", valueName: "n"))
    var stars: Double?

    @Option(help: ArgumentHelp("At most this many places, 1...60.", valueName: "n"))
    var limit: Int = 20

    @Option(
        help: ArgumentHelp(
            "How the answer (the --limit nearest places that pass) is ordered.", valueName: "key"))
    var sort: NearbySortOrder = .distance

    @Option(
        help: "Output format; geojson is RFC 7946 with the search circle, map is drawn with a legend."
    )
    var format: OutputFormat = .table

    @Flag(help: "Draw the map with plain ASCII even in a UTF-8 locale.")
    var ascii = false

    @OptionGroup var places: PlacesOptions

    @Option(
        help: ArgumentHelp(
            "Where places come from: google, foursquare or all (both, one row per restaurant) (default: FOODYBITE_PROVIDER, config 'provider', else google).",
            valueName: "provider"))
    var provider: ProviderChoice?

    @Flag(help: "Show only favourite places ('foodybite favorites').")
    var favorites = false

    @Flag(help: "Only places their provider says are open now (places whose hours are unknown are left out).")
    var openNow = false

    @Option(
        help: ArgumentHelp(
            "Price levels, one or a range: 0 free ... 4 very expensive (places without a price are left out).",
            valueName: "n or n-m"))
    var price: PriceRangeArgument?

    @Option(help: ArgumentHelp("Only this kind of restaurant.", valueName: "kind"))
    var cuisine: Cuisine?

    @OptionGroup var cache: CacheOptions

    @Flag(
        help: """
            List only what changed since the last run of this query (new, gone, rating, closed, reopened); nothing \
            when nothing did. The first run records the answer. For cron: see the README.
            """)
    var changes = false

    public init() {}

    public func validate() throws {
        if location != nil && near != nil { throw ValidationError("--location and --near cannot be used together") }
        if let near, near.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--near needs some text") }
        try NearbyInputRules.check(radius: radius, stars: stars, limit: limit)
        if changes && cache.offline {
            throw ValidationError("--changes compares fresh answers: it cannot be used with --offline")
        }
    }

    public func run(with dependencies: Dependencies) async throws {
        let resolved = try await dependencies.resolveLocation(
            LocationRequest(explicit: location, near: near, api: places.placesAPI))
        LocationReport.write(resolved, to: dependencies.console)
        let centre = resolved.location
        let choice = try provider ?? dependencies.defaultProvider()
        if choice == .foursquare, cuisine != nil {
            throw UsageError(
                "--cuisine uses Google's restaurant types, which Foursquare places do not have: use --provider google or all")
        }
        let preferences = savedPreferences(dependencies)
        let query = NearbySearchQuery(
            location: centre, radius: radius ?? preferences.radius, minimumRating: stars ?? preferences.minimumRating,
            limit: limit, order: sort, onlyPlaceIDs: favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil,
            openNow: openNow, priceLevels: price?.levels, cuisine: cuisine,
            provider: choice.single)
        let service = try dependencies.makeSearchNearbyService(
            PlacesSource(api: places.placesAPI, cache: cache.mode, provider: choice, acceptsPartialAnswer: !changes))
        let result = try await service.searchNearby(query)
        if changes { return try listChanges(result, query: query, choice: choice, dependencies) }
        let presenter = NearbyPlacesPresenter(distance: dependencies.distance)
        let rows = presenter.rows(for: result.places, query: query)
        try dependencies.console.write(
            try NearbyRenderer.render(
                rows, as: format, terminal: dependencies.terminal, searchArea: (query.location, query.radius), ascii: ascii))
        if let oldest = rows.compactMap(\.cachedAt).min() {
            let age = RelativeAge.describe(from: oldest, to: dependencies.now())
            dependencies.console.writeInfo("foodybite: showing cached results (fetched \(age))\n")
        }
        if let note = presenter.incompleteAnswerNote(for: result, rows: rows, query: query, otherProviders: choice != .all) {
            dependencies.console.writeInfo(note)
        }
        if rows.isEmpty && format == .table {
            let source = cache.offline ? " in the cache" : ""
            dependencies.console.writeInfo(
                "No restaurants found\(source) within \(query.radius) m\(Self.starsClause(query.minimumRating)).\n")
        }
    }

    /// `--changes`: only fresh answers are compared (`NearbyChangesUseCase` does the rest); the changes are rendered
    /// as asked.
    private func listChanges(
        _ result: NearbySearchResult, query: NearbySearchQuery, choice: ProviderChoice, _ dependencies: Dependencies
    ) throws {
        guard result.places.allSatisfy({ $0.cachedAt == nil }) else {
            throw ServiceError(
                .temporary,
                "\(Self.providerName(choice)) could not be reached, and --changes compares only fresh answers: nothing recorded")
        }
        let changes = NearbyChangesUseCase(
            store: try dependencies.makeNearbyBaselineStore(), distance: dependencies.distance, now: dependencies.now)
        let key = NearbyChangesKey.of(query, api: self.places.placesAPI, provider: choice)
        let outcome = try changes.run(result, query: query, key: key) { found in
            try dependencies.console.write(
                try NearbyChangesRenderer.render(
                    found, as: format, terminal: dependencies.terminal, searchArea: (query.location, query.radius),
                    ascii: ascii))
        }
        if case .firstRun(let listed) = outcome {
            dependencies.console.writeInfo(
                "foodybite: first run of this query: recorded its \(listed) places; the next run with --changes lists what changed\n"
            )
        }
    }

    /// The saved preferences when a flag is missing; the defaults, with a warning, when they cannot be read
    /// (a search never fails because of them).
    private func savedPreferences(_ dependencies: Dependencies) -> UserPreferences {
        guard radius == nil || stars == nil else { return .default }
        do {
            return try dependencies.makePreferencesStore().load()
        } catch {
            let reason = Redactor(secrets: dependencies.secrets()).redact(ErrorReport(error).message)
            dependencies.console.writeError("foodybite: warning: \(reason); using the default radius and stars\n")
            return .default
        }
    }

    private static func providerName(_ choice: ProviderChoice) -> String {
        switch choice {
        case .google: "Google Places"
        case .foursquare: "Foursquare"
        case .all: "Google Places or Foursquare"
        }
    }

    private static func starsClause(_ minimumRating: Double) -> String {
        minimumRating > 0 ? " rated \(minimumRating) or more" : ""
    }
}

extension NearbySortOrder: ExpressibleByArgument {}
extension ProviderChoice: ExpressibleByArgument {}
