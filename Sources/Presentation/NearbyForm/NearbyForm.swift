import Domain

/// What a `nearby` search asks, as any front end asks it: every value its options set, typed, with its default.
/// The command line fills one from a line, the MCP server from an assistant's arguments; `NearbyField` declares how
/// each value is given and read, and `NearbyForm+Rules` checks them together.
public struct NearbyForm: Equatable, Sendable {
    public var location: Location?
    public var near: String?
    public var along: String?
    public var to: String?
    public var radius: Int?
    public var stars: Double?
    public var limit = 20
    public var sort = NearbySortOrder.distance
    public var favorites = false
    public var openNow = false
    public var openAt: OpeningMoment?
    public var openOnArrival = false
    public var stay: Int?
    public var price: PriceRangeArgument?
    public var kind: [PlaceKind]?
    public var cuisine: Cuisine?
    public var diet: [Diet] = []
    public var wheelchair = false
    public var outdoorSeating = false
    public var travel: TravelMode?
    public var maxTravel: Int?
    public var placesAPI: PlacesAPI?
    public var provider: ProviderChoice?
    public var offline = false
    public var noCache = false
    public var changes = false

    public init() {}
}
