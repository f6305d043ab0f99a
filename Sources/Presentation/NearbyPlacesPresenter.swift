import Domain
import Foundation

/// Turns the places a search returned into the rows to show: drops what the query does not admit
/// (farther than the radius, rated below the minimum, unrated when a minimum is set, closed for business, not one
/// of the places it is restricted to), keeps the `limit` nearest, and sorts them in the query's order.
public struct NearbyPlacesPresenter: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    private let distance: DistanceSolver
    private let providers: PlacesProviderCatalog
    private let hours: OpeningHoursText

    /// `providers`: what each provider is (the credit its data asks for); `hours`: the clock hours as written are
    /// read by (`FOODYBITE_NOW` in tests).
    public init(
        distance: @escaping DistanceSolver, providers: PlacesProviderCatalog, hours: OpeningHoursText = .system
    ) {
        self.distance = distance
        self.providers = providers
        self.hours = hours
    }

    public func rows(for places: [NearbyPlace], query: NearbySearchQuery) -> [NearbyPlaceViewModel] {
        NearbyPlacesOrdering.sorted(chosen(places, query: query).map { ($0.place, $0.measure.meters) }, by: query.order).map {
            Self.viewModel(
                for: $0.place, meters: $0.meters, providers: providers, travelAsked: query.travel != nil, hours: hours,
                openAt: query.attributes.openAt, arrival: Self.arrival(at: $0.place, query: query))
        }
    }

    /// How many of `places` pass, beyond the `limit` shown: asked when the rows fill the limit, to say that the answer
    /// stopped there.
    public func passingCount(of places: [NearbyPlace], query: NearbySearchQuery) -> Int {
        query.countPassing(places) { reach($0, query: query) }
    }

    /// The `limit` nearest that pass (with `--sort travel`, the quickest); `--max-travel` acts on every place fetched
    /// (one with no route is left out), before the limit.
    private func chosen(_ places: [NearbyPlace], query: NearbySearchQuery, limit: Int? = nil) -> [(
        place: NearbyPlace, measure: Reach
    )] {
        query.nearestPassing(places, limit: limit) { reach($0, query: query) }
    }

    /// How near a place that passes is; nil for one that does not.
    private func reach(_ place: NearbyPlace, query: NearbySearchQuery) -> Reach? {
        let meters = distance(query.location, place.location)
        guard meters <= Double(query.radius) else { return nil }
        if let most = query.maxTravelSeconds, !(place.travel?.seconds.map { $0 <= most } ?? false) { return nil }
        // `--open-on-arrival`: open when one gets there (and for the stay); a place with no route is left out.
        if let arriving = query.attributes.onArrival,
            !(Self.arrival(at: place, query: query).map {
                arriving.admits(place.attributes, arrival: $0, location: place.location)
            } ?? false)
        {
            return nil
        }
        return Reach(seconds: query.order == .travel ? place.travel?.seconds ?? .max : 0, meters: meters)
    }

    /// With `--open-on-arrival`: when one gets to the place (leaving now, or at `--open-at`'s moment in its zone, the
    /// travel time measured now); nil when not asked or its travel time is unknown.
    static func arrival(at place: NearbyPlace, query: NearbySearchQuery) -> Date? {
        guard let arriving = query.attributes.onArrival, let seconds = place.travel?.seconds else { return nil }
        return arriving.arrival(after: seconds, leaving: query.attributes.openAt?.instant(for: place.attributes))
    }

    /// How near a place is: seconds away first when the answer is the quickest, then metres.
    private struct Reach: Comparable {
        let seconds: Int
        let meters: Double

        static func < (lhs: Reach, rhs: Reach) -> Bool { (lhs.seconds, lhs.meters) < (rhs.seconds, rhs.meters) }
    }

    /// The one line (for stderr) for an answer that may lack a qualifying place (a provider's cap or the request budget
    /// stopped a search before the `limit` nearest were certain); nil when the answer is known to be whole.
    public func incompleteAnswerNote(
        for result: NearbySearchResult, rows: [NearbyPlaceViewModel], query: NearbySearchQuery, otherProviders: Bool
    ) -> String? {
        let listed = Set(rows.map(\.placeID))
        var meters: [String: Double] = [:]
        for place in result.places where listed.contains(place.placeID) {
            meters[place.placeID] = distance(query.location, place.location)
        }
        guard result.mayBeIncomplete(listedMeters: rows.compactMap { meters[$0.placeID] }, query: query) else { return nil }
        let whole = Int(result.completeWithin.rounded(.down))
        // Each said once: a search of several kinds may meet the same cap once a kind.
        let caps = Self.once(result.caps.map(\.description))
        let remedies = Self.once(
            result.caps.flatMap(\.remedies).map(Self.text) + (otherProviders ? ["another \(OptionName.provider)"] : []))
        let remedy =
            remedies.joinedAsAlternatives()
        return "the answer may be incomplete: \(rows.count) of \(OptionName.limit(String(query.limit))) found; every place "
            + "within \(NearbyFormatters.radius(meters: whole)) was seen, but \(caps.joined(separator: " and ")); \(remedy) may find more"
    }

    /// A remedy as the line says it: "a smaller --radius", "a --limit above 20 (Text Search, up to 60)".
    static func text(_ remedy: SearchCap.Remedy) -> String {
        switch remedy {
        case .smallerRadius: "a smaller \(OptionName.radius)"
        case .largerLimit(let above, let upTo, let how): "a \(OptionName.limit) above \(above) (\(how), up to \(upTo))"
        case .otherAPI(let api, let why): "\(OptionName.placesAPI(api.rawValue)) (\(why))"
        }
    }

    /// The texts in order, each once.
    private static func once(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }

    static func viewModel(
        for place: NearbyPlace, meters: Double, providers: PlacesProviderCatalog, travelAsked: Bool = false,
        hours: OpeningHoursText = .system, openAt: OpenAtFilter? = nil, arrival: Date? = nil
    ) -> NearbyPlaceViewModel {
        let distanceMeters = Int(meters.rounded())
        let schedule = hours.schedule(for: place)
        let judged = arrival ?? openAt?.instant(for: place.attributes)
        let onArrival = arrival.flatMap { hours.onArrival($0, for: place) }
        let moment = onArrival == nil ? judged.map { hours.moment($0, for: place) } : nil
        return NearbyPlaceViewModel(
            placeID: place.placeID,
            name: place.name,
            rating: place.rating,
            userRatingsTotal: place.userRatingsTotal,
            distanceMeters: distanceMeters,
            latitude: place.location.latitude,
            longitude: place.location.longitude,
            isOpen: place.isOpen,
            priceLevel: place.priceLevel?.value,
            address: place.address,
            cachedAt: place.cachedAt,
            sources: place.providerRatings,
            attributions: providers.attributions(place.providerRatings.map(\.provider)),
            kind: PlaceKind.of(types: place.types)?.rawValue,
            type: PlaceKind.primaryType(of: place.types),
            category: place.category, attributes: place.attributes, travel: place.travel,
            detourSeconds: place.detourSeconds, opensAt: schedule?.opensAt, closesAt: schedule?.closesAt,
            openAt: judged,
            starsText: NearbyFormatters.stars(place.rating),
            ratingText: NearbyFormatters.rating(place.rating, count: place.userRatingsTotal),
            distanceText: NearbyFormatters.distance(meters: distanceMeters),
            travelText: travelAsked ? NearbyFormatters.travel(place.travel) : "",
            openText: onArrival ?? moment?.verdict ?? schedule?.text
                ?? NearbyFormatters.open(place.isOpen),
            openMomentText: moment?.moment ?? "",
            cuisineText: NearbyFormatters.cuisine(types: place.types, diets: place.attributes?.diets ?? []),
            priceText: NearbyFormatters.price(place.priceLevel?.value),
            addressText: place.address ?? ""
        )
    }
}
