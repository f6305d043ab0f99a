import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite nearby`: restaurants around a location, filtered by radius and minimum rating.
public struct NearbyCommand: FoodybiteCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nearby",
        abstract: "List restaurants (or cafés, bars, bakeries: --kind) near a location.",
        discussion: """
            The answer is the --limit nearest places in the circle that pass every filter, then ordered by --sort. \
            Places farther than the radius, rated below --stars (or unrated when --stars > 0) and places closed \
            for business are left out. Each provider filters what it can and is read nearest first, at most 3 \
            requests a search; when a provider's cap may have hidden a qualifying place, stderr says so. \
            Results are cached; when the provider cannot be reached, cached places are shown (stderr says how old they \
            are). Foursquare's 0-10 ratings are halved to Google's scale; --provider all lists the same restaurant \
            once, with both ratings (see docs/providers.md).

            \(ExitCodes.helpText)
            """
    )

    @OptionGroup var centre: SearchCentreOptions

    @OptionGroup var along: AlongOptions

    @OptionGroup var filters: NearbyFilterOptions

    @OptionGroup var output: NearbyOutputOptions

    @OptionGroup var places: PlacesOptions

    @Option(
        help: ArgumentHelp(
            "Where places come from: \(Foodybite.providerNames), a comma list of them, or all (every one usable); several give one row per place (default: FOODYBITE_PROVIDER, config 'provider', else the first; the one that needs no key when no key is configured).",
            valueName: "provider"))
    var provider: ProviderChoice?

    @OptionGroup var cache: CacheOptions

    @Flag(
        help: """
            List only what changed since the last run of this query (new, gone, rating, closed, reopened); nothing \
            when nothing did. The first run records the answer. For cron: see docs/usage.md.
            """)
    var changes = false

    public init() {}

    public func validate() throws { try Self.check(arguments) }

    /// The command's own rules (each option group checks its own).
    static func check(_ arguments: NearbyArguments) throws {
        if arguments.changes && arguments.offline {
            throw ValidationError("--changes compares fresh answers: it cannot be used with --offline")
        }
        if arguments.along != nil
            && (arguments.location != nil || arguments.near != nil || arguments.changes || arguments.offline)
        {
            throw ValidationError(
                "--along asks a router for the route: it cannot be used with --location, --near, --changes or --offline")
        }
    }

    /// The parsed line as plain values.
    var arguments: NearbyArguments {
        NearbyArguments(
            location: centre.location, near: centre.near, along: along.along, to: along.to, radius: filters.radius,
            stars: filters.stars, limit: filters.limit, sort: filters.sort, kind: filters.kind, cuisine: filters.cuisine,
            price: filters.price, diet: filters.diet, favorites: filters.favorites, openNow: filters.openNow,
            wheelchair: filters.wheelchair, outdoorSeating: filters.outdoorSeating, travel: filters.travel,
            maxTravel: filters.maxTravel, format: output.format, ascii: output.ascii, placesAPI: places.placesAPI,
            provider: provider, offline: cache.offline, noCache: cache.noCache, changes: changes)
    }

    public func run(with dependencies: Dependencies) async throws { try await arguments.run(with: dependencies) }
}

extension NearbySortOrder: ExpressibleByArgument {}
