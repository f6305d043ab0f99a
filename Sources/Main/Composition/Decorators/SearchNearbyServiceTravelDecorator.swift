import Domain
import Foundation
import Logging
import Persistence

/// `nearby --travel`: each place the query admits gains its travel time from the centre. A provider that routes in
/// the search itself (Places API (New)) has answered already; the rest come from the cache (7 days), then from one
/// matrix request of the router, nearest first: for the rows that can be shown, or, when the times decide which
/// places are listed (`--max-travel`, `--sort travel`), for as many as one request holds, the farther ones unjudged
/// and said (`asked`). Offline, only the cache answers (a place it does not hold keeps no travel time: the command
/// says how many). A router that fails leaves the times blank (a warning), unless they decide which places are
/// listed: then the command fails. Travel times found are cached whatever answered them. When the router is set
/// explicitly to one that is not the provider's (`router: osrm`), the providers are asked without routing
/// (`unrouted`), so that every travel time comes from that router.
struct SearchNearbyServiceTravelDecorator: SearchNearbyService {
    let decoratee: any SearchNearbyService
    let routesInSearch: Bool
    let router: @Sendable (TravelMode) throws -> any TravelTimesService
    let store: (any TravelTimeCache)?
    let offline: Bool
    let logger: Logger

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let asked = routesInSearch ? query : query.unrouted
        guard let mode = query.travel else { return try await decoratee.searchNearby(asked) }
        let service = offline ? nil : try router(mode)
        let result = try await decoratee.searchNearby(asked)
        let candidates = result.places.filter { query.admits($0) && $0.businessStatus.isOpenForBusiness }
        var answers = Dictionary(
            candidates.compactMap { place in place.travel.map { (place.placeID, $0) } }, uniquingKeysWith: { first, _ in first })
        let fromSearch = answers
        let unanswered = candidates.filter { answers[$0.placeID] == nil }
        let cached = (try? await store?.travelTimes(from: query.location, to: unanswered.map(\.placeID), mode: mode)) ?? [:]
        answers.merge(cached) { first, _ in first }
        var fresh: [String: TravelTime] = [:]
        if let service {
            let missing = Self.asked(candidates, answers: answers, query: query, capacity: service.destinationsPerRequest(mode))
            if missing.unjudged > 0 {
                let (asked, unjudged) = (missing.places.count, missing.unjudged)
                logger.warning(
                    "travel times were asked for the \(asked) nearest places without one (what one request to the router holds); \(unjudged) farther place(s) were not judged and are not listed"
                )
            }
            do {
                let times =
                    missing.places.isEmpty
                    ? [] : try await service.travelTimes(from: query.location, to: missing.places.map(\.location), mode: mode)
                fresh = Dictionary(zip(missing.places.map(\.placeID), times), uniquingKeysWith: { first, _ in first })
                answers.merge(fresh) { first, _ in first }
            } catch let error as ServiceError where error.isPassing {
                // With `--travel` alone the places stand without their travel times (the command says how many); when
                // the times decide which places are listed (`--max-travel`, `--sort travel`), an outage must not change
                // that: the command fails (75) before anything is listed or recorded. A refusal (a key, the API not
                // enabled, too many places) is the command's error.
                guard !query.travelDecides else {
                    throw ServiceError(
                        .temporary,
                        "\(error.message); travel times decide this answer (\(OptionName.maxTravel), \(OptionName.sort("travel")), \(OptionName.openOnArrival)), so nothing was "
                            + "listed or recorded; try again later")
                }
                logger.warning("\(error.message); travel times left blank")
            }
        }
        do {
            try await store?.save(fromSearch.merging(fresh) { first, _ in first }, from: query.location, mode: mode)
        } catch {
            logger.debug("travel times could not be cached: \(ServiceError.describe(error))")
        }
        return NearbySearchResult(
            places: result.places.map { place in place.travel == nil ? place.travelling(answers[place.placeID]) : place },
            caps: result.caps)
    }

    /// The places whose travel times are asked of the router, nearest first within the radius: those among the rows
    /// that can be shown (the `limit` nearest), or, when the times decide which places are listed (`--max-travel`,
    /// `--sort travel`), as many without a time as one request holds; and how many farther ones go unjudged then.
    static func asked(_ candidates: [NearbyPlace], answers: [String: TravelTime], query: NearbySearchQuery, capacity: Int)
        -> (places: [NearbyPlace], unjudged: Int)
    {
        let decides = query.travelDecides
        let shown = query.nearestPassing(candidates, limit: decides ? .max : nil, measure: query.metresInside).map(\.place)
        let missing = shown.filter { answers[$0.placeID] == nil }
        let asked = Array(missing.prefix(max(1, capacity)))
        return (asked, decides ? missing.count - asked.count : 0)
    }
}
