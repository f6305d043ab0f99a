import Domain
import Foundation
import Presentation

extension NearbyCommand {
    /// `nearby --along FROM --to TO`: one route request (the configured router), then at most 3 searches a provider,
    /// each a circle around a third of the route (`RouteCorridor.circles`), asked for one page (at any rating: the
    /// filters are judged here, so no provider reads further); the places within `--radius` of the route, once each,
    /// in route order.
    func searchAlong(
        from: String, to: String, choice: ProviderChoice, kinds: [PlaceKind], dependencies: Dependencies
    ) async throws {
        let mode = filters.travel ?? .walk
        let router = try dependencies.makeRouteService(mode)
        let start = try await dependencies.resolveLocation(AlongOptions.request(from, api: places.placesAPI))
        let end = try await dependencies.resolveLocation(AlongOptions.request(to, api: places.placesAPI))
        guard let route = try await router.route(from: start.location, to: end.location, mode: mode) else {
            throw ServiceError(.notFound, "no \(mode.rawValue) route between --along and --to")
        }
        let corridor = RouteCorridor(
            path: [start.location] + route.path + [end.location], width: Double(filters.radius ?? AlongOptions.defaultWidth))
        let circles = corridor.circles()
        guard circles.allSatisfy({ $0.radius <= Double(NearbySearchQuery.radiusRange.upperBound) }) else {
            throw UsageError(
                "--along: the route is too long to search along (\(Int(corridor.length / 1000)) km; at most about 300 km)")
        }
        let query = filters.query(
            around: start.location, preferences: savedPreferences(dependencies),
            favorites: filters.favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil, provider: choice.single,
            kinds: kinds)
        try NearbyProviderRules.check(
            query, providers: cache.offline ? [] : dependencies.providersAsked(choice), named: provider != nil)
        let service = try dependencies.makeSearchNearbyService(
            PlacesSource(api: places.placesAPI, cache: cache.mode, provider: choice))
        var found: [NearbyPlace] = []
        for circle in circles {
            found += try await service.searchNearby(query.onePage(around: circle.center, radius: circle.radius)).places
        }
        let rows = AlongRoutePresenter().rows(for: found, corridor: corridor, query: query)
        dependencies.console.writeInfo(
            "foodybite: along a \(NearbyFormatters.distance(meters: Int(corridor.length))) \(mode.rawValue) route "
                + "(\(NearbyFormatters.travel(TravelTime(mode: mode, seconds: route.seconds, meters: nil)))); "
                + "DISTANCE is how far along it\n")
        try NearbyAnswerWriter(output: output, dependencies: dependencies).write(rows: rows, query: query)
    }
}

extension NearbySearchQuery {
    /// One search of `--along`: this query's filters around a circle of the corridor, asked at any rating for one
    /// page (20 places) with no travel times, so that every provider sends one request; the filters are judged on
    /// what comes back.
    fileprivate func onePage(around centre: Location, radius: Double) -> NearbySearchQuery {
        NearbySearchQuery(
            location: centre, radius: Int(radius.rounded(.up)), minimumRating: 0, limit: 20, order: .distance,
            onlyPlaceIDs: onlyPlaceIDs, openNow: false, priceLevels: nil, cuisine: cuisine, provider: provider,
            kinds: kinds, attributes: attributes)
    }
}
