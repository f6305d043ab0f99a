import Domain
import Foundation

/// `nearby --along`: the places the searches along a route found, each once, kept when within the corridor's width
/// of the route and admitted by the query's filters (rating, open, price, kind, map data), ordered by how far along
/// the route they are, cut to the limit. A row's distance is that: metres from the route's start, along it.
public struct AlongRoutePresenter: Sendable {
    private let providers: PlacesProviderCatalog

    public init(providers: PlacesProviderCatalog) {
        self.providers = providers
    }

    public func rows(for places: [NearbyPlace], corridor: RouteCorridor, query: NearbySearchQuery) -> [NearbyPlaceViewModel] {
        var seen = Set<String>()
        let kept = places.compactMap { place -> (place: NearbyPlace, along: Double)? in
            guard place.providerRatings.allSatisfy({ seen.insert($0.placeID).inserted }),
                query.admitsAttributes(of: place)
            else { return nil }
            let position = corridor.position(of: place.location)
            return position.off <= corridor.width ? (place, position.along) : nil
        }
        return kept.sorted { ($0.along, $0.place.placeID) < ($1.along, $1.place.placeID) }.prefix(query.limit)
            .map { NearbyPlacesPresenter.viewModel(for: $0.place, meters: $0.along, providers: providers) }
    }
}
