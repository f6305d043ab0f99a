/// What a nearby search asks for. The answer, for any order, is the `limit` nearest places in the circle that pass
/// every filter, then ordered as asked: remote services are asked nearest first and let the server filter what it
/// can; the cache answers the whole query in SQL; the final filtering (radius, rating, business status), order and
/// limit are Presentation's, whatever answered.
public struct NearbySearchQuery: Equatable, Hashable, Sendable {
    public static let radiusRange = 1...50_000
    public static let limitRange = 1...60
    public static let ratingRange = 0.0...5.0

    public var location: Location
    public var radius: Int
    public var minimumRating: Double
    public var limit: Int
    public var order: NearbySortOrder
    /// When set, only these places may be listed (`--favorites`).
    public var onlyPlaceIDs: Set<String>?
    /// Only places their provider says are open now (unknown is left out).
    public var openNow: Bool
    /// Only places whose price level (0 free ... 4 very expensive) is in this range (unknown is left out).
    public var priceLevels: ClosedRange<Int>?
    /// Only this kind of restaurant.
    public var cuisine: Cuisine?
    /// The kinds of place asked for (`--kind`), each once, in `PlaceKind`'s order; restaurants by default.
    public var kinds: [PlaceKind] {
        didSet { kinds = Self.normalized(kinds) }
    }
    /// Only this provider's places (the cache holds both); nil: any.
    public var provider: PlacesProvider?
    /// Only places whose map data says so (`--diet`, `--wheelchair`, `--outdoor-seating`).
    public var attributes: AttributeFilters
    /// How the user goes there (`--travel`): each place gains its travel time from the centre; nil: not asked.
    public var travel: TravelMode?
    /// Only places reachable within this many seconds (`--max-travel`), judged by the presenter once travel times
    /// are known (never by a provider's own filtering).
    public var maxTravelSeconds: Int?
    /// Along a route (`--along`): only places within the corridor's width of it; `location` and `radius` are then a
    /// circle that holds the whole corridor.
    public var corridor: RouteCorridor?
    /// The providers whose servers kept only the places open at `--open-at`'s moment in this run (Foursquare's
    /// `open_at`): their places fetched now, without hours of their own, pass it; none cached.
    /// (A list, not a `Set`: every query would otherwise set up `Set<PlacesProvider>` at run time, a search of the
    /// whole binary for `PlacesProvider: Hashable`.)
    public var openAtJudgedBy: [PlacesProvider] = []

    public static let priceRange = 0...4

    public init(
        location: Location, radius: Int, minimumRating: Double = 0, limit: Int = 20, order: NearbySortOrder = .distance,
        onlyPlaceIDs: Set<String>? = nil, openNow: Bool = false, priceLevels: ClosedRange<Int>? = nil, cuisine: Cuisine? = nil,
        provider: PlacesProvider? = nil, kinds: [PlaceKind] = PlaceKind.default, attributes: AttributeFilters = .none,
        travel: TravelMode? = nil, maxTravelSeconds: Int? = nil, corridor: RouteCorridor? = nil
    ) {
        self.location = location
        self.radius = radius
        self.minimumRating = minimumRating
        self.limit = limit
        self.order = order
        self.onlyPlaceIDs = onlyPlaceIDs
        self.openNow = openNow
        self.priceLevels = priceLevels
        self.cuisine = cuisine
        self.provider = provider
        self.kinds = Self.normalized(kinds)
        self.attributes = attributes
        self.travel = travel ?? ((maxTravelSeconds != nil || order == .travel || attributes.onArrival != nil) ? .walk : nil)
        self.maxTravelSeconds = maxTravelSeconds
        self.corridor = corridor
    }

    /// Whether travel times decide which places are listed (`--max-travel`, `--sort travel`, `--open-on-arrival`), so
    /// that every candidate's is wanted, not only the shown ones'.
    public var travelDecides: Bool { maxTravelSeconds != nil || order == .travel || attributes.onArrival != nil }

    /// Whether a place could be listed: its attributes pass (`admitsAttributes`) and it lies in the circle.
    public func admits(_ place: NearbyPlace) -> Bool {
        guard admitsAttributes(of: place) else { return false }
        if let corridor { return corridor.position(of: place.location).off <= corridor.width }
        return GreatCircle.meters(from: location, to: place.location) <= Double(radius)
    }

    /// Whether a server of this run kept the place as open at `--open-at`'s moment (`openAtJudgedBy`).
    private func isOpenAtJudged(_ place: NearbyPlace) -> Bool {
        guard !openAtJudgedBy.isEmpty, place.cachedAt == nil, place.attributes?.hasHours != true else { return false }
        return place.providerRatings.contains { openAtJudgedBy.contains(PlacesProvider.of(placeID: $0.placeID)) }
    }

    /// Whether a place could be listed for this query, judged on what the place itself says (its id, rating,
    /// business status, opening, price and types). Distance is checked by whoever knows the geometry.
    public func admitsAttributes(of place: NearbyPlace) -> Bool {
        guard place.businessStatus.isOpenForBusiness else { return false }
        // A place merged from both providers is a favourite when either of its ids is.
        if let onlyPlaceIDs, !place.providerRatings.contains(where: { onlyPlaceIDs.contains($0.placeID) }) { return false }
        if let provider, PlacesProvider.of(placeID: place.placeID) != provider { return false }
        if openNow && place.isOpen != true { return false }
        if let priceLevels, !(place.priceLevel.map { priceLevels.contains($0.value) } ?? false) { return false }
        if let cuisine, !(place.types?.contains(cuisine.googleType) ?? false) { return false }
        if !attributes.admits(
            place.attributes, types: place.types, location: place.location, openAtJudged: isOpenAtJudged(place))
        {
            return false
        }
        // A place of unknown type was matched by the server's own filter for the kind, and is kept.
        if let primary = PlaceKind.primaryType(of: place.types), !kinds.contains(where: { $0.includes(type: primary) }) {
            return false
        }
        // A place merged from several providers passes when any provider that rated it says it passes.
        guard minimumRating > 0 else { return true }
        return place.providerRatings.contains { ($0.rating ?? -1) >= minimumRating }
    }
}

extension NearbySearchQuery {
    /// A copy of this query with `change` made to it: the one way to derive a query from another.
    public func with(_ change: (inout NearbySearchQuery) -> Void) -> NearbySearchQuery {
        var copy = self
        change(&copy)
        return copy
    }

    /// One provider's part of a merged search (`--provider all`): that provider's places only, with every filter its
    /// server can apply, as when it is asked alone: the minimum rating of a provider that rates places (a merged place
    /// passes when any provider that rated it does: `admitsAttributes`; one that rates none is asked at every rating),
    /// the map-data filters (`attributes`) only of a provider that has map data (a merged place has its attributes
    /// from it); every provider is asked for the same kinds and cuisine.
    public func askingOnly(_ provider: PlacesProviderDescriptor) -> NearbySearchQuery {
        with {
            $0.provider = provider.provider
            if !provider.ratesPlaces { $0.minimumRating = 0 }
            if !provider.hasAttributes { $0 = $0.withoutMapData(keeping: provider.hours) }
        }
    }

    /// `withoutMapData`, keeping the hours filters a provider answers (`--open-at` of one with hours, or whose server
    /// filters by it; `--open-on-arrival` of one with hours).
    public func withoutMapData(keeping hours: OpeningHoursSupport) -> NearbySearchQuery {
        let kept: AttributeFilters
        switch hours {
        case .none: kept = .none
        case .judgedHere: kept = attributes.hoursOnly
        case .filteredByServer: kept = attributes.onArrival == nil ? attributes.hoursOnly : .none
        }
        return withoutMapData.with { $0.attributes = kept }
    }

    /// This query as a provider without map data is asked it: no map-data filters, and a vegan or vegetarian diet
    /// asked as the cuisine of a restaurant that serves only it (the stricter, when both are), unless a cuisine is.
    public var withoutMapData: NearbySearchQuery {
        with {
            if $0.cuisine == nil, let cuisine = $0.attributes.diets.lazy.compactMap(\.cuisine).first {
                ($0.cuisine, $0.kinds) = (cuisine, [.restaurant])
            }
            $0.attributes = .none
        }
    }

    /// The same query for one kind (an API that takes one type a request asks kind by kind).
    public func asking(_ kind: PlaceKind) -> NearbySearchQuery {
        with { $0.kinds = [kind] }
    }

    /// One circle of a corridor's search (a provider that cannot search along a line asks a few of them): this query
    /// around `centre`, for one page (20 places) at any rating and with no server-side opening or price filter (so
    /// each circle is one request); what comes back is judged on the whole query.
    public func onePage(around centre: Location, radius: Double) -> NearbySearchQuery {
        with {
            $0.location = centre
            $0.radius = min(Self.radiusRange.upperBound, Int(radius.rounded(.up)))
            ($0.minimumRating, $0.limit, $0.order, $0.openNow, $0.priceLevels) = (0, 20, .distance, false, nil)
            ($0.travel, $0.maxTravelSeconds, $0.corridor) = (nil, nil, nil)
        }
    }

    /// The query a provider is asked when travel times come from the configured router alone (`router: osrm`): no
    /// routing in the search itself, neither travel times nor detours along a route.
    public var unrouted: NearbySearchQuery {
        with {
            $0.travel = nil
            $0.corridor = corridor.map { RouteCorridor(path: $0.path, width: $0.width, seconds: $0.seconds, mode: nil) }
        }
    }

    /// Whether the kinds are only the default (restaurants): what every query was before `--kind`.
    public var asksForRestaurantsOnly: Bool { kinds == PlaceKind.default }

    /// Each kind once, in `PlaceKind`'s order; restaurants when none.
    static func normalized(_ kinds: [PlaceKind]) -> [PlaceKind] {
        kinds.isEmpty ? PlaceKind.default : Array(Set(kinds)).sorted()
    }
}
