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
        // Candidates by index (a city's answer is hundreds of thousands of places: none is copied before it is chosen)
        var seen = Set<String>()
        var candidates: [(index: Int, meters: Double)] = []
        for (index, place) in places.enumerated() {
            guard seen.insert(place.placeID).inserted, query.admitsAttributes(of: place) else { continue }
            let meters = distance(query.location, place.location)
            guard meters <= Double(query.radius) else { continue }
            // `--max-travel` acts on every candidate fetched (a place with no route is left out), before the limit.
            if let most = query.maxTravelSeconds, !(place.travel?.seconds.map { $0 <= most } ?? false) { continue }
            candidates.append((index, meters))
        }
        let byTravel = query.order == .travel
        let shortlist = Self.shortlist(candidates, limit: query.limit) { candidate in
            (byTravel ? places[candidate.index].travel?.seconds ?? .max : 0, candidate.meters)
        }.map { (place: places[$0.index], meters: $0.meters) }
        if byTravel {
            // Quickest first, among every candidate fetched, then cut to the limit.
            return NearbyPlacesOrdering.sorted(shortlist, by: .travel).prefix(query.limit)
                .map { Self.viewModel(for: $0.place, meters: $0.meters, providers: providers, travelAsked: true, hours: hours) }
        }
        let nearest = Array(NearbyPlacesOrdering.sorted(shortlist, by: .distance).prefix(query.limit))
        return (query.order == .distance ? nearest : NearbyPlacesOrdering.sorted(nearest, by: query.order))
            .map {
                Self.viewModel(
                    for: $0.place, meters: $0.meters, providers: providers, travelAsked: query.travel != nil, hours: hours)
            }
    }

    /// The candidates that can be among the `limit` first by `key` (the order's leading keys), ties at the boundary
    /// included, for the full ordering (names break ties) to finish.
    private static func shortlist(
        _ candidates: [(index: Int, meters: Double)], limit: Int, key: ((index: Int, meters: Double)) -> (Int, Double)
    ) -> [(index: Int, meters: Double)] {
        guard candidates.count > limit, limit > 0 else { return candidates }
        let keys = candidates.map(key).sorted { $0 < $1 }
        let boundary = keys[limit - 1]
        return candidates.filter { !(boundary < key($0)) }
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
            + "within \(whole) m was seen, but \(caps.joined(separator: " and ")); \(remedy) may find more"
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
        hours: OpeningHoursText = .system
    ) -> NearbyPlaceViewModel {
        let distanceMeters = Int(meters.rounded())
        let schedule = hours.schedule(for: place)
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
            starsText: NearbyFormatters.stars(place.rating),
            ratingText: NearbyFormatters.rating(place.rating, count: place.userRatingsTotal),
            distanceText: NearbyFormatters.distance(meters: distanceMeters),
            travelText: travelAsked ? NearbyFormatters.travel(place.travel) : "",
            openText: schedule?.text ?? NearbyFormatters.open(place.isOpen),
            cuisineText: NearbyFormatters.cuisine(types: place.types, diets: place.attributes?.diets ?? []),
            priceText: NearbyFormatters.price(place.priceLevel?.value),
            addressText: place.address ?? ""
        )
    }
}
