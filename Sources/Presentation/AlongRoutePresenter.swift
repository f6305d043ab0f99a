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
        // A place found again under another provider's id (by a search of another part of the route) is listed once.
        var seen = Set<String>()
        let once = places.filter { place in place.providerRatings.allSatisfy { seen.insert($0.placeID).inserted } }
        return query.nearestPassing(once) { place -> Double? in
            let position = corridor.position(of: place.location)
            return position.off <= corridor.width ? position.along : nil
        }.map {
            NearbyPlacesPresenter.viewModel(
                for: $0.place, meters: $0.measure, providers: providers, openAt: query.attributes.openAt)
        }
    }
}
