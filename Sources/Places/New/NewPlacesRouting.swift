import Domain
import Foundation

/// Travel times in the search itself (Places API (New)): a search with `routingParameters` (the centre, the travel
/// mode) and the field mask `routingSummaries` answers each place's duration and distance from the centre, in
/// `routingSummaries`, one per place in the same order. Not for transit (Google does not route it there: a matrix
/// request does).
enum NewPlacesRouting {
    struct Parameters: Encodable {
        struct Origin: Encodable {
            let latitude: Double
            let longitude: Double
        }

        let origin: Origin
        let travelMode: String
    }

    /// The request's `routingParameters`, when the query asks travel times the search can give.
    static func parameters(_ query: NearbySearchQuery) -> Parameters? {
        guard let mode = query.travel, mode != .transit else { return nil }
        return Parameters(
            origin: .init(latitude: query.location.latitude, longitude: query.location.longitude), travelMode: mode.googleName)
    }

    /// The field mask, with `routingSummaries` when the query asks for them.
    static func fieldMask(_ base: String, _ query: NearbySearchQuery) -> String {
        parameters(query) == nil ? base : base + ",routingSummaries"
    }

    /// Each place of a body with its travel time from the centre (the summary at its index; a place with no leg
    /// has none). A body without summaries leaves the places as they are.
    static func places(_ dtos: [NewPlaceDTO], summaries: [NewPlacesSearchResponse.RoutingSummary], query: NearbySearchQuery)
        -> [NearbyPlace]
    {
        guard let mode = query.travel, !summaries.isEmpty else { return NewPlacesMapper.nearbyPlaces(from: dtos) }
        return dtos.enumerated().compactMap { index, dto in
            guard NewPlacesMapper.isOfAKind(dto), let place = NewPlacesMapper.nearbyPlace(from: dto) else { return nil }
            let leg = summaries.indices.contains(index) ? summaries[index].legs.first : nil
            let travel = leg.flatMap {
                TravelTime.plausible(
                    mode: mode, seconds: GoogleDuration.seconds($0.duration), meters: $0.distanceMeters.map(Double.init))
            }
            return place.travelling(travel ?? .noRoute(mode))
        }
    }
}
