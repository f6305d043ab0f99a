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
            once, with both ratings (see the README).

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
            "Where places come from: google, foursquare, osm (OpenStreetMap, no key, no ratings), a comma list of them, or all (every one usable); several give one row per place (default: FOODYBITE_PROVIDER, config 'provider', else google; osm when no key is configured).",
            valueName: "provider"))
    var provider: ProviderChoice?

    @OptionGroup var cache: CacheOptions

    @Flag(
        help: """
            List only what changed since the last run of this query (new, gone, rating, closed, reopened); nothing \
            when nothing did. The first run records the answer. For cron: see the README.
            """)
    var changes = false

    public init() {}

    public func validate() throws {
        if changes && cache.offline {
            throw ValidationError("--changes compares fresh answers: it cannot be used with --offline")
        }
        if along.along != nil && (centre.location != nil || centre.near != nil || changes || cache.offline) {
            throw ValidationError(
                "--along asks a router for the route: it cannot be used with --location, --near, --changes or --offline")
        }
    }

    public func run(with dependencies: Dependencies) async throws {
        // Without a key, OpenStreetMap is asked; offline (no key needed), the cache answers with every provider's places.
        let keyless = provider == nil && dependencies.usesKeylessFallback()
        let everyProvider = ProviderChoice(rawValue: dependencies.providers.map(\.rawValue).joined(separator: ","))
        let choice = try provider ?? (keyless && cache.offline ? everyProvider : nil) ?? dependencies.defaultProvider()
        let kinds = try filters.kinds(configured: dependencies.defaultKinds)
        if let from = along.along, let to = along.to {
            return try await searchAlong(from: from, to: to, choice: choice, kinds: kinds, dependencies: dependencies)
        }
        let resolved = try await dependencies.resolveLocation(
            centre.request(api: places.placesAPI, prefersOpenStreetMap: provider?.single == .osm))
        LocationReport.write(resolved, to: dependencies.console)
        let query = filters.query(
            around: resolved.location, preferences: savedPreferences(dependencies),
            favorites: filters.favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil, provider: choice.single,
            kinds: kinds)
        try NearbyProviderRules.check(
            query, providers: cache.offline ? [] : dependencies.providersAsked(choice), named: provider != nil)
        if keyless && !cache.offline {
            dependencies.console.writeInfo(
                "foodybite: no Google or Foursquare key is configured: asking OpenStreetMap (no key; no ratings)\n")
        }
        let service = try dependencies.makeSearchNearbyService(
            PlacesSource(api: places.placesAPI, cache: cache.mode, provider: choice, acceptsPartialAnswer: !changes))
        let result = try await service.searchNearby(query)
        if choice.single == nil, case let left = NearbyProviderRules.unjudged(result.places, query: query), left > 0 {
            dependencies.console.writeInfo(
                "foodybite: \(left) places OpenStreetMap does not know were left out by \(query.attributes.flags.joined(separator: " ")) (no provider could judge them)\n"
            )
        }
        let writer = NearbyAnswerWriter(output: output, dependencies: dependencies)
        guard changes else {
            return try writer.write(result, query: query, otherProviders: choice.single != nil, offline: cache.offline)
        }
        let outcome = try NearbyChangesUseCase(
            store: try dependencies.makeNearbyBaselineStore(), distance: dependencies.distance, now: dependencies.now
        ).run(
            result, query: query,
            key: NearbyChangesKey.of(
                query, api: places.placesAPI, provider: choice, asking: dependencies.providersAsked(choice)),
            source: dependencies.providerNames(choice),
            warn: { dependencies.console.writeError("foodybite: warning: \($0)\n") },
            show: { try writer.write($0, query: query) })
        if case .firstRun(let listed) = outcome {
            dependencies.console.writeInfo(
                "foodybite: first run of this query: recorded its \(listed) places; the next run with --changes lists what changed\n"
            )
        }
    }

    /// The saved preferences when a flag is missing; the defaults, with a warning, when they cannot be read
    /// (a search never fails because of them).
    func savedPreferences(_ dependencies: Dependencies) -> UserPreferences {
        guard filters.needsPreferences else { return .default }
        do {
            return try dependencies.makePreferencesStore().load()
        } catch {
            let reason = Redactor(secrets: dependencies.secrets()).redact(ErrorReport(error).message)
            dependencies.console.writeError("foodybite: warning: \(reason); using the default radius and stars\n")
            return .default
        }
    }
}

extension NearbySortOrder: ExpressibleByArgument {}
