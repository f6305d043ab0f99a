// Written from `NearbyOptions.all` by NearbyOptionsTests: do not edit. After changing the declaration,
// `NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests` writes this file again.
import ArgumentParser
import Domain

/// `foodybite nearby`: ArgumentParser's declaration of its options (`NearbyOptions`); the command is
/// `NearbyCommand.swift`.
public struct NearbyCommand: FoodybiteCommand {
    @OptionGroup var centre: SearchCentreOptions

    @Option(name: .customLong("along"), parsing: .unconditional, help: NearbyOptions.help("along"))
    var along: String?

    @Option(name: .customLong("to"), parsing: .unconditional, help: NearbyOptions.help("to"))
    var to: String?

    @Option(name: .customLong("radius"), help: NearbyOptions.help("radius"), transform: RadiusArgument.parse)
    var radius: Int?

    @Option(name: .customLong("stars"), help: NearbyOptions.help("stars"), transform: StarsArgument.parse)
    var stars: Double?

    @Option(name: .customLong("limit"), help: NearbyOptions.help("limit"))
    var limit: Int = 20

    @Option(name: .customLong("sort"), help: NearbyOptions.help("sort"))
    var sort: NearbySortOrder = .distance

    @Flag(name: .customLong("favorites"), help: NearbyOptions.help("favorites"))
    var favorites: Bool = false

    @Flag(name: .customLong("open-now"), help: NearbyOptions.help("open-now"))
    var openNow: Bool = false

    @Option(name: .customLong("open-at"), help: NearbyOptions.help("open-at"), transform: OpenAtArgument.parse)
    var openAt: OpeningMoment?

    @Flag(name: .customLong("open-on-arrival"), help: NearbyOptions.help("open-on-arrival"))
    var openOnArrival: Bool = false

    @Option(name: .customLong("stay"), help: NearbyOptions.help("stay"), transform: TravelDurationArgument.stay)
    var stay: Int?

    @Option(name: .customLong("price"), help: NearbyOptions.help("price"))
    var price: PriceRangeArgument?

    @Option(name: .customLong("kind"), help: NearbyOptions.help("kind"), transform: KindArgument.parse)
    var kind: [PlaceKind]?

    @Option(name: .customLong("cuisine"), help: NearbyOptions.help("cuisine"))
    var cuisine: Cuisine?

    @Option(name: .customLong("diet"), help: NearbyOptions.help("diet"))
    var diet: [Diet] = []

    @Flag(name: .customLong("wheelchair"), help: NearbyOptions.help("wheelchair"))
    var wheelchair: Bool = false

    @Flag(name: .customLong("outdoor-seating"), help: NearbyOptions.help("outdoor-seating"))
    var outdoorSeating: Bool = false

    @Option(name: .customLong("travel"), help: NearbyOptions.help("travel"))
    var travel: TravelMode?

    @Option(name: .customLong("max-travel"), help: NearbyOptions.help("max-travel"), transform: TravelDurationArgument.parse)
    var maxTravel: Int?

    @Option(name: .customLong("format"), help: NearbyOptions.help("format"))
    var format: OutputFormat = .table

    @Flag(name: .customLong("ascii"), help: NearbyOptions.help("ascii"))
    var ascii: Bool = false

    @OptionGroup var places: PlacesOptions

    @Option(name: .customLong("provider"), help: NearbyOptions.help("provider"))
    var provider: ProviderChoice?

    @OptionGroup var cache: CacheOptions

    @Flag(name: .customLong("changes"), help: NearbyOptions.help("changes"))
    var changes: Bool = false

    public init() {}

    /// The parsed line as plain values.
    var arguments: NearbyArguments {
        NearbyArguments(
            location: centre.location,
            near: centre.near,
            along: along,
            to: to,
            radius: radius,
            stars: stars,
            limit: limit,
            sort: sort,
            favorites: favorites,
            openNow: openNow,
            openAt: openAt,
            openOnArrival: openOnArrival,
            stay: stay,
            price: price,
            kind: kind,
            cuisine: cuisine,
            diet: diet,
            wheelchair: wheelchair,
            outdoorSeating: outdoorSeating,
            travel: travel,
            maxTravel: maxTravel,
            format: format,
            ascii: ascii,
            placesAPI: places.placesAPI,
            provider: provider,
            offline: cache.offline,
            noCache: cache.noCache,
            changes: changes)
    }
}

/// What a `nearby` line asks for, as plain values: `NearbyCommand` (ArgumentParser's definition, its help and
/// its errors) and the fast reader of common lines (`NearbyArguments.read`) both give one, and the search runs
/// from it.
struct NearbyArguments: Equatable, Sendable {
    var location: Location?
    var near: String?
    var along: String?
    var to: String?
    var radius: Int?
    var stars: Double?
    var limit: Int = 20
    var sort: NearbySortOrder = .distance
    var favorites: Bool = false
    var openNow: Bool = false
    var openAt: OpeningMoment?
    var openOnArrival: Bool = false
    var stay: Int?
    var price: PriceRangeArgument?
    var kind: [PlaceKind]?
    var cuisine: Cuisine?
    var diet: [Diet] = []
    var wheelchair: Bool = false
    var outdoorSeating: Bool = false
    var travel: TravelMode?
    var maxTravel: Int?
    var format: OutputFormat = .table
    var ascii: Bool = false
    var placesAPI: PlacesAPI?
    var provider: ProviderChoice?
    var offline: Bool = false
    var noCache: Bool = false
    var changes: Bool = false
}

extension NearbyArguments {
    /// Every option of `nearby` by its long name, as the fast reader reads it.
    static let options: [String: Field] = [
        "--location": .value(unconditional: true) { $0.location = try LocationArgument.option("--location")($1) },
        "--near": .value { $0.near = try converted($1) },
        "--along": .value(unconditional: true) { $0.along = try converted($1) },
        "--to": .value(unconditional: true) { $0.to = try converted($1) },
        "--radius": .value { $0.radius = try RadiusArgument.parse($1) },
        "--stars": .value { $0.stars = try StarsArgument.parse($1) },
        "--limit": .value { $0.limit = try converted($1) },
        "--sort": .value { $0.sort = try converted($1) },
        "--favorites": .flag { $0.favorites = true },
        "--open-now": .flag { $0.openNow = true },
        "--open-at": .value { $0.openAt = try OpenAtArgument.parse($1) },
        "--open-on-arrival": .flag { $0.openOnArrival = true },
        "--stay": .value { $0.stay = try TravelDurationArgument.stay($1) },
        "--price": .value { $0.price = try converted($1) },
        "--kind": .value { $0.kind = try KindArgument.parse($1) },
        "--cuisine": .value { $0.cuisine = try converted($1) },
        "--diet": .value(repeats: true) { $0.diet.append(try converted($1)) },
        "--wheelchair": .flag { $0.wheelchair = true },
        "--outdoor-seating": .flag { $0.outdoorSeating = true },
        "--travel": .value { $0.travel = try converted($1) },
        "--max-travel": .value { $0.maxTravel = try TravelDurationArgument.parse($1) },
        "--format": .value { $0.format = try converted($1) },
        "--ascii": .flag { $0.ascii = true },
        "--places-api": .value { $0.placesAPI = try converted($1) },
        "--provider": .value { $0.provider = try converted($1) },
        "--offline": .flag { $0.offline = true },
        "--no-cache": .flag { $0.noCache = true },
        "--changes": .flag { $0.changes = true },
    ]
}
