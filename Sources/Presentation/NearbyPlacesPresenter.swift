import Domain
import Foundation

/// Turns the places a search returned into the rows to show: drops what the query does not admit
/// (farther than the radius, rated below the minimum, unrated when a minimum is set, closed for business, not one
/// of the places it is restricted to), sorts in the query's order, and keeps at most `limit`.
public struct NearbyPlacesPresenter: Sendable {
    public typealias DistanceSolver = @Sendable (Location, Location) -> Double

    private let distance: DistanceSolver

    public init(distance: @escaping DistanceSolver) {
        self.distance = distance
    }

    public func rows(for places: [NearbyPlace], query: NearbySearchQuery) -> [NearbyPlaceViewModel] {
        var seen = Set<String>()
        let candidates = places.compactMap { place -> (place: NearbyPlace, meters: Double)? in
            guard seen.insert(place.placeID).inserted, query.admitsAttributes(of: place) else { return nil }
            let meters = distance(query.location, place.location)
            return meters <= Double(query.radius) ? (place, meters) : nil
        }
        return NearbyPlacesOrdering.sorted(candidates, by: query.order)
            .prefix(query.limit)
            .map { Self.viewModel(for: $0.place, meters: $0.meters) }
    }

    static func viewModel(for place: NearbyPlace, meters: Double) -> NearbyPlaceViewModel {
        let distanceMeters = Int(meters.rounded())
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
            starsText: NearbyFormatters.stars(place.rating),
            ratingText: NearbyFormatters.rating(place.rating, count: place.userRatingsTotal),
            distanceText: NearbyFormatters.distance(meters: distanceMeters),
            openText: NearbyFormatters.open(place.isOpen),
            priceText: NearbyFormatters.price(place.priceLevel?.value),
            addressText: place.address ?? ""
        )
    }
}
