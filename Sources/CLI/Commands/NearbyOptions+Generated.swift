// Written from `NearbyOptions.all` by NearbyOptionsTests: do not edit. After changing the declaration,
// `NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests` writes this file again.
import ArgumentParser
import Domain
import Presentation

/// `foodybite nearby`: ArgumentParser's declaration of its options (`NearbyOptions`); the command is
/// `NearbyCommand.swift`.
struct NearbyCommand: FoodybiteCommand {
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
    var limit: Int = NearbyArguments().form.limit

    @Option(name: .customLong("sort"), help: NearbyOptions.help("sort"))
    var sort: NearbySortOrder = NearbyArguments().form.sort

    @Flag(name: .customLong("favorites"), help: NearbyOptions.help("favorites"))
    var favorites: Bool = NearbyArguments().form.favorites

    @Flag(name: .customLong("open-now"), help: NearbyOptions.help("open-now"))
    var openNow: Bool = NearbyArguments().form.openNow

    @Option(name: .customLong("open-at"), help: NearbyOptions.help("open-at"), transform: NearbyOptions.reader("open-at"))
    var openAt: OpeningMoment?

    @Flag(name: .customLong("open-on-arrival"), help: NearbyOptions.help("open-on-arrival"))
    var openOnArrival: Bool = NearbyArguments().form.openOnArrival

    @Option(name: .customLong("stay"), help: NearbyOptions.help("stay"), transform: NearbyOptions.reader("stay"))
    var stay: Int?

    @Option(name: .customLong("price"), help: NearbyOptions.help("price"))
    var price: PriceRangeArgument?

    @Option(name: .customLong("kind"), help: NearbyOptions.help("kind"), transform: NearbyOptions.reader("kind"))
    var kind: [PlaceKind]?

    @Option(name: .customLong("cuisine"), help: NearbyOptions.help("cuisine"))
    var cuisine: Cuisine?

    @Option(name: .customLong("diet"), help: NearbyOptions.help("diet"))
    var diet: [Diet] = NearbyArguments().form.diet

    @Flag(name: .customLong("wheelchair"), help: NearbyOptions.help("wheelchair"))
    var wheelchair: Bool = NearbyArguments().form.wheelchair

    @Flag(name: .customLong("outdoor-seating"), help: NearbyOptions.help("outdoor-seating"))
    var outdoorSeating: Bool = NearbyArguments().form.outdoorSeating

    @Option(name: .customLong("travel"), help: NearbyOptions.help("travel"))
    var travel: TravelMode?

    @Option(
        name: .customLong("max-travel"), help: NearbyOptions.help("max-travel"), transform: NearbyOptions.reader("max-travel"))
    var maxTravel: Int?

    @Option(name: .customLong("format"), help: NearbyOptions.help("format"))
    var format: OutputFormat = NearbyArguments().format

    @Option(name: .customLong("output"), help: NearbyOptions.help("output"))
    var output: String?

    @Flag(name: .customLong("force"), help: NearbyOptions.help("force"))
    var force: Bool = NearbyArguments().force

    @Flag(name: .customLong("open"), help: NearbyOptions.help("open"))
    var open: Bool = NearbyArguments().open

    @Flag(name: .customLong("ascii"), help: NearbyOptions.help("ascii"))
    var ascii: Bool = NearbyArguments().ascii

    @OptionGroup var places: PlacesOptions

    @Option(name: .customLong("provider"), help: NearbyOptions.help("provider"))
    var provider: ProviderChoice?

    @OptionGroup var cache: CacheOptions

    @Flag(name: .customLong("changes"), help: NearbyOptions.help("changes"))
    var changes: Bool = NearbyArguments().form.changes

    /// The parsed line as plain values.
    var arguments: NearbyArguments {
        var arguments = NearbyArguments()
        arguments.form.location = centre.location
        arguments.form.near = centre.near
        arguments.form.along = along
        arguments.form.to = to
        arguments.form.radius = radius
        arguments.form.stars = stars
        arguments.form.limit = limit
        arguments.form.sort = sort
        arguments.form.favorites = favorites
        arguments.form.openNow = openNow
        arguments.form.openAt = openAt
        arguments.form.openOnArrival = openOnArrival
        arguments.form.stay = stay
        arguments.form.price = price
        arguments.form.kind = kind
        arguments.form.cuisine = cuisine
        arguments.form.diet = diet
        arguments.form.wheelchair = wheelchair
        arguments.form.outdoorSeating = outdoorSeating
        arguments.form.travel = travel
        arguments.form.maxTravel = maxTravel
        arguments.format = format
        arguments.output = output
        arguments.force = force
        arguments.open = open
        arguments.ascii = ascii
        arguments.form.placesAPI = places.placesAPI
        arguments.form.provider = provider
        arguments.form.offline = cache.offline
        arguments.form.noCache = cache.noCache
        arguments.form.changes = changes
        return arguments
    }
}
