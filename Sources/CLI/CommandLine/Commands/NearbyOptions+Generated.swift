// Written from `NearbyOptions.all` by NearbyOptionsTests: do not edit. After changing the declaration,
// `NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests` writes this file again.
import ArgumentParser
import Domain
import Presentation

/// `foodybite nearby`: ArgumentParser's declaration of its options (`NearbyOptions`); the command is
/// `NearbyCommand.swift`.
public struct NearbyCommand: FoodybiteCommand {
    @OptionGroup var centre: SearchCentreOptions

    @Option(name: .customLong("along"), parsing: .unconditional, help: NearbyOptions.help("along"))
    var along: String?

    @Option(name: .customLong("to"), parsing: .unconditional, help: NearbyOptions.help("to"))
    var to: String?

    @Option(name: .customLong("radius"), help: NearbyOptions.help("radius"), transform: NearbyOptions.reader("radius"))
    var radius: Int?

    @Option(name: .customLong("stars"), help: NearbyOptions.help("stars"), transform: NearbyOptions.reader("stars"))
    var stars: Double?

    @Option(name: .customLong("limit"), help: NearbyOptions.help("limit"))
    var limit: Int = NearbyArguments().limit

    @Option(name: .customLong("sort"), help: NearbyOptions.help("sort"))
    var sort: NearbySortOrder = NearbyArguments().sort

    @Flag(name: .customLong("favorites"), help: NearbyOptions.help("favorites"))
    var favorites: Bool = NearbyArguments().favorites

    @Flag(name: .customLong("open-now"), help: NearbyOptions.help("open-now"))
    var openNow: Bool = NearbyArguments().openNow

    @Option(name: .customLong("open-at"), help: NearbyOptions.help("open-at"), transform: NearbyOptions.reader("open-at"))
    var openAt: OpeningMoment?

    @Flag(name: .customLong("open-on-arrival"), help: NearbyOptions.help("open-on-arrival"))
    var openOnArrival: Bool = NearbyArguments().openOnArrival

    @Option(name: .customLong("stay"), help: NearbyOptions.help("stay"), transform: NearbyOptions.reader("stay"))
    var stay: Int?

    @Option(name: .customLong("price"), help: NearbyOptions.help("price"))
    var price: PriceRangeArgument?

    @Option(name: .customLong("kind"), help: NearbyOptions.help("kind"), transform: NearbyOptions.reader("kind"))
    var kind: [PlaceKind]?

    @Option(name: .customLong("cuisine"), help: NearbyOptions.help("cuisine"))
    var cuisine: Cuisine?

    @Option(name: .customLong("diet"), help: NearbyOptions.help("diet"))
    var diet: [Diet] = NearbyArguments().diet

    @Flag(name: .customLong("wheelchair"), help: NearbyOptions.help("wheelchair"))
    var wheelchair: Bool = NearbyArguments().wheelchair

    @Flag(name: .customLong("outdoor-seating"), help: NearbyOptions.help("outdoor-seating"))
    var outdoorSeating: Bool = NearbyArguments().outdoorSeating

    @Option(name: .customLong("travel"), help: NearbyOptions.help("travel"))
    var travel: TravelMode?

    @Option(
        name: .customLong("max-travel"), help: NearbyOptions.help("max-travel"), transform: NearbyOptions.reader("max-travel"))
    var maxTravel: Int?

    @Option(name: .customLong("format"), help: NearbyOptions.help("format"))
    var format: OutputFormat = NearbyArguments().format

    @Flag(name: .customLong("ascii"), help: NearbyOptions.help("ascii"))
    var ascii: Bool = NearbyArguments().ascii

    @OptionGroup var places: PlacesOptions

    @Option(name: .customLong("provider"), help: NearbyOptions.help("provider"))
    var provider: ProviderChoice?

    @OptionGroup var cache: CacheOptions

    @Flag(name: .customLong("changes"), help: NearbyOptions.help("changes"))
    var changes: Bool = NearbyArguments().changes

    public init() {}

    /// The parsed line as plain values.
    var arguments: NearbyArguments {
        var arguments = NearbyArguments()
        arguments.location = centre.location
        arguments.near = centre.near
        arguments.along = along
        arguments.to = to
        arguments.radius = radius
        arguments.stars = stars
        arguments.limit = limit
        arguments.sort = sort
        arguments.favorites = favorites
        arguments.openNow = openNow
        arguments.openAt = openAt
        arguments.openOnArrival = openOnArrival
        arguments.stay = stay
        arguments.price = price
        arguments.kind = kind
        arguments.cuisine = cuisine
        arguments.diet = diet
        arguments.wheelchair = wheelchair
        arguments.outdoorSeating = outdoorSeating
        arguments.travel = travel
        arguments.maxTravel = maxTravel
        arguments.format = format
        arguments.ascii = ascii
        arguments.placesAPI = places.placesAPI
        arguments.provider = provider
        arguments.offline = cache.offline
        arguments.noCache = cache.noCache
        arguments.changes = changes
        return arguments
    }
}
