import Domain
import Foundation

/// Travel times in the search itself (Places API (New)): a search with `routingParameters` (the centre, the travel
/// mode) and the field mask `routingSummaries` answers each place's duration and distance from the centre, in
/// `routingSummaries`, one per place in the same order. Not for transit (Google does not route it there: a matrix
/// request does).
enum NewPlacesRouting {
    struct Parameters: Equatable {
        let origin: Location
        let travelMode: String

        var json: JSONValue { .object([("origin", .latLng(origin)), ("travelMode", .text(travelMode))]) }
    }

    /// The request's `routingParameters`, when the query asks travel times the search can give.
    static func parameters(_ query: NearbySearchQuery) -> Parameters? {
        guard let mode = query.travel, mode != .transit else { return nil }
        return Parameters(origin: query.location, travelMode: mode.googleName)
    }

    /// The field mask, with `routingSummaries` when the query asks for them.
    static func fieldMask(_ base: String, _ query: NearbySearchQuery) -> String {
        parameters(query) == nil ? base : base + ",routingSummaries"
    }

    /// Each place of a body with its travel time from the centre (the summary at its index; a place whose summary has
    /// no leg has no route; one without a summary, or with an implausible one, none yet). A body without summaries
    /// leaves the places as they are.
    static func places(_ dtos: [NewPlaceDTO], summaries: [NewPlacesSearchResponse.RoutingSummary], query: NearbySearchQuery)
        -> [NearbyPlace]
    {
        guard let mode = query.travel, !summaries.isEmpty else { return NewPlacesMapper.nearbyPlaces(from: dtos) }
        return dtos.enumerated().compactMap { index, dto in
            guard NewPlacesMapper.isOfAKind(dto), let place = NewPlacesMapper.nearbyPlace(from: dto) else { return nil }
            // Beyond a short list of summaries, or an implausible one, the time is unknown (the matrix is asked for
            // it); a summary without a leg is Google's "no route".
            guard summaries.indices.contains(index) else { return place }
            guard let leg = summaries[index].legs.first else { return place.travelling(.noRoute(mode)) }
            let travel = TravelTime.plausible(
                mode: mode, seconds: GoogleDuration.seconds(leg.duration), meters: leg.distanceMeters.map(Double.init))
            return travel.map(place.travelling) ?? place
        }
    }
}
