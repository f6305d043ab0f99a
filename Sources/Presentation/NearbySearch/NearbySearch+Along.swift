import Domain
import Foundation

extension NearbySearch {
    /// Along a route: one route request (the configured router), then each provider searches the corridor as it can
    /// best, in at most 3 requests (Google's Text Search along the route, with each place's detour; Overpass `around`
    /// the route's points; the others 3 circles, `CorridorSampling`); the places within `width` of the route, once
    /// each, in route order, every filter judged here (`AlongRoutePresenter`).
    func along(
        _ request: NearbySearchRequest, from: LocationRequest, to: LocationRequest, width: Int, mode: TravelMode,
        plan: NearbyPlan, tell: (Event) -> Void
    ) async throws -> NearbyAnswer {
        let router = try services.makeRouteService(mode)
        let start = try await services.resolveLocation(from)
        let end = try await services.resolveLocation(to)
        guard let route = try await router.route(from: start.location, to: end.location, mode: mode) else {
            throw ServiceError(.notFound, "no \(mode.rawValue) route between \(OptionName.along) and \(OptionName.to)")
        }
        let corridor = RouteCorridor(
            path: [start.location] + route.path + [end.location], width: Double(width), seconds: route.seconds, mode: mode)
        guard let covering = corridor.covering, covering.radius <= Double(NearbySearchQuery.radiusRange.upperBound) * 3
        else {
            throw ServiceError(
                .invalidInput,
                "\(OptionName.along): the route is too long to search along (\(Int(corridor.length / 1000)) km; at most about 300 km)"
            )
        }
        let base = applicable(
            try request.query(start.location).with { $0.provider = plan.choice.single }, request, plan: plan, tell: tell)
        try check(base, request, plan: plan)
        let found = try await services.makeSearchNearbyService(plan.source(request))
            .searchNearby(sent(base, plan: plan).along(corridor, covering: covering)).places
        let rows = AlongRoutePresenter(providers: services.providers).rows(for: found, corridor: corridor, query: base)
        tell(
            .info(
                "along a \(NearbyFormatters.distance(meters: Int(corridor.length))) \(mode.rawValue) route "
                    + "(\(NearbyFormatters.travel(TravelTime(mode: mode, seconds: route.seconds, meters: nil)))); "
                    + "DISTANCE is how far along it"))
        return NearbyAnswer(
            rows: rows, query: base, searchArea: nil, credits: credits(rows, routed: true, plan: plan), notes: [],
            emptyNote: "No \(Self.noun(base.kinds)) found along the route.", corridor: corridor)
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
