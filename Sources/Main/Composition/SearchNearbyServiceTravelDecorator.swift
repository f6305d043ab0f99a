import Domain
import Foundation
import Logging
import Persistence

/// `nearby --travel`: each place the query admits gains its travel time from the centre. A provider that routes in
/// the search itself (Places API (New)) has answered already; the rest come from the cache (7 days), then from one
/// matrix request of the router over every candidate still without one. Offline, only the cache answers (a place
/// it does not hold keeps no travel time: the command says how many). Travel times found are cached whatever
/// answered them. When the router is set explicitly to one that is not the provider's (`router: osrm`), the providers
/// are asked without routing (`unrouted`), so that every travel time comes from that router.
struct SearchNearbyServiceTravelDecorator: SearchNearbyService {
    let decoratee: any SearchNearbyService
    let routesInSearch: Bool
    let router: @Sendable (TravelMode) throws -> any TravelTimesService
    let store: SQLiteTravelTimeStore?
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
        let cached = (try? store?.travelTimes(from: query.location, to: unanswered.map(\.placeID), mode: mode)) ?? [:]
        answers.merge(cached) { first, _ in first }
        let missing = candidates.filter { answers[$0.placeID] == nil }
        var fresh: [String: TravelTime] = [:]
        if let service, !missing.isEmpty {
            do {
                let times = try await service.travelTimes(from: query.location, to: missing.map(\.location), mode: mode)
                fresh = Dictionary(zip(missing.map(\.placeID), times), uniquingKeysWith: { first, _ in first })
                answers.merge(fresh) { first, _ in first }
            } catch let error as ServiceError where error.isPassing {
                // The places stand without their travel times (the command says how many); a refusal (a key, the
                // API not enabled, too many places) is the command's error.
                logger.warning("\(error.message); travel times left blank")
            }
        }
        do {
            try store?.save(fromSearch.merging(fresh) { first, _ in first }, from: query.location, mode: mode)
        } catch {
            logger.debug("travel times could not be cached: \(ServiceError.describe(error))")
        }
        return NearbySearchResult(
            places: result.places.map { place in place.travel == nil ? place.travelling(answers[place.placeID]) : place },
            caps: result.caps)
    }
}
