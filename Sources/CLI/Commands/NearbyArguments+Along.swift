import Domain
import Foundation
import Presentation

extension NearbyArguments {
    /// `nearby --along FROM --to TO`: one route request (the configured router), then each provider searches the
    /// corridor as it can best, in at most 3 requests (Google's Text Search along the route, with each place's detour;
    /// Overpass `around` the route's points; the others 3 circles, `CorridorSampling`); the places within `--radius`
    /// of the route, once each, in route order, every filter judged here.
    func searchAlong(
        from: String, to: String, choice: ProviderChoice, kinds: [PlaceKind], dependencies: Dependencies
    ) async throws {
        let mode = travel ?? .walk
        let router = try dependencies.makeRouteService(mode)
        let start = try await dependencies.resolveLocation(AlongOptions.request(from, api: placesAPI))
        let end = try await dependencies.resolveLocation(AlongOptions.request(to, api: placesAPI))
        guard let route = try await router.route(from: start.location, to: end.location, mode: mode) else {
            throw ServiceError(.notFound, "no \(mode.rawValue) route between --along and --to")
        }
        let corridor = RouteCorridor(
            path: [start.location] + route.path + [end.location], width: Double(radius ?? AlongOptions.defaultWidth),
            seconds: route.seconds, mode: mode)
        guard let covering = corridor.covering, covering.radius <= Double(NearbySearchQuery.radiusRange.upperBound) * 3
        else {
            throw UsageError(
                "--along: the route is too long to search along (\(Int(corridor.length / 1000)) km; at most about 300 km)")
        }
        let base = query(
            around: start.location, preferences: savedPreferences(dependencies),
            favorites: favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil, provider: choice.single,
            kinds: kinds)
        try NearbyProviderRules.check(
            base, asking: offline ? [] : dependencies.providersAsked(choice).map { dependencies.providers[$0] },
            among: dependencies.providers, keyless: provider == nil ? dependencies.keylessFallback() : nil)
        let query = base.along(corridor, covering: covering)
        let service = try dependencies.makeSearchNearbyService(
            PlacesSource(api: placesAPI, cache: cacheMode, provider: choice))
        let found = try await service.searchNearby(query).places
        let rows = AlongRoutePresenter(providers: dependencies.providers).rows(for: found, corridor: corridor, query: base)
        dependencies.console.writeInfo(
            "foodybite: along a \(NearbyFormatters.distance(meters: Int(corridor.length))) \(mode.rawValue) route "
                + "(\(NearbyFormatters.travel(TravelTime(mode: mode, seconds: route.seconds, meters: nil)))); "
                + "DISTANCE is how far along it\n")
        try NearbyAnswerWriter(format: format, ascii: ascii, dependencies: dependencies).write(
            rows: rows, query: base, routed: true)
    }
}

extension NearbySearchQuery {
    /// This query along a route: its filters, the corridor (each provider searches it as it can best), and a circle
    /// that holds it for the cache; no travel times (the mode is the route's) and any rating (judged on the rows).
    fileprivate func along(_ corridor: RouteCorridor, covering: (center: Location, radius: Double)) -> NearbySearchQuery {
        with {
            $0.location = covering.center
            $0.radius = min(Self.radiusRange.upperBound, Int(covering.radius.rounded(.up)))
            ($0.minimumRating, $0.limit, $0.order) = (0, NearbySearchQuery.limitRange.upperBound, .distance)
            ($0.openNow, $0.priceLevels, $0.travel, $0.maxTravelSeconds, $0.corridor) = (false, nil, nil, nil, corridor)
        }
    }
}
