import Domain
import Foundation

/// `POST /v1/places:searchText` along a route (`--along`): the kind's text and type, and
/// `searchAlongRouteParameters` with the route's encoded polyline. Google routes the legs of a search along a route
/// by car only (`TravelMode`: WALK, BICYCLE and TWO_WHEELER are not supported with `search_along_route_parameters`),
/// so `routingParameters` from the route's start are sent only for a driving route: each place's routing summary then
/// has two legs (start to place, place to end) and its detour is told in the route's own mode. Pages of 20, at most 3.
enum NewPlacesTextSearchAlongEndpoint {
    static let path = NewPlacesTextSearchNearbyEndpoint.path
    static let maxPages = 3

    /// The field mask: the routing summaries only when the detours can be asked (a driving route).
    static func fieldMask(_ corridor: RouteCorridor) -> String {
        NewPlacesTextSearchNearbyEndpoint.fieldMask + (asksDetours(corridor) ? ",routingSummaries" : "")
    }

    static func asksDetours(_ corridor: RouteCorridor) -> Bool { corridor.mode == .drive }

    static func body(_ query: NearbySearchQuery, corridor: RouteCorridor, pageToken: String?) -> Data? {
        guard let start = corridor.path.first else { return nil }
        let kind = query.kinds[0].umbrellaType
        let routing = NewPlacesRouting.Parameters(origin: start, travelMode: TravelMode.drive.googleName)
        return JSONText.data(
            .fields(
                [
                    ("textQuery", .text(String(kind.map { $0 == "_" ? " " : $0 }))),
                    ("includedType", .text(query.cuisine?.googleType ?? kind)), ("strictTypeFiltering", .flag(true)),
                    ("pageSize", .integer(20)), ("pageToken", pageToken.map { .text($0) }),
                    (
                        "searchAlongRouteParameters",
                        .object([("polyline", .object([("encodedPolyline", .text(Polyline.encode(corridor.path)))]))])
                    ),
                    ("routingParameters", asksDetours(corridor) ? routing.json : nil),
                ] + RequestLanguage.googleFields))
    }

    /// Each place with the seconds it adds to the route: both legs of its summary less the route's own time.
    static func places(_ response: NewPlacesSearchResponse, corridor: RouteCorridor) -> [NearbyPlace] {
        response.places.enumerated().compactMap { index, dto in
            guard NewPlacesMapper.isOfAKind(dto), let place = NewPlacesMapper.nearbyPlace(from: dto) else { return nil }
            let legs = response.routingSummaries.indices.contains(index) ? response.routingSummaries[index].legs : []
            let seconds = legs.prefix(2).compactMap { GoogleDuration.seconds($0.duration) }
            guard seconds.count == 2, let route = corridor.seconds else { return place }
            let detour = seconds.reduce(0, +) - Double(route)
            return place.detouring(detour.isFinite ? max(0, min(86_400, Int(detour.rounded()))) : nil)
        }
    }
}
