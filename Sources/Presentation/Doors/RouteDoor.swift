import Domain
import Foundation

/// `route` for every front end, one entrance (`trip`): the place id checked, the route found from the centre to the
/// place, and when one gets there; each front end writes the trip its way.
public enum RouteDoor {
    /// The route from the centre (said when found by text or guessed) to the place.
    public static func trip(
        to placeID: String, from centre: LocationRequest, travel: TravelMode, api: PlacesAPI?, services: DoorServices
    ) async throws -> RouteTrip {
        try PlaceIDRule.check(placeID, forms: PlaceIDRule.forms(of: services.providers))
        let router = try services.makeRouteService(travel)
        let resolved = try await services.resolveLocation(centre)
        LocationReport.write(resolved, to: services.console)
        let details = try await services.makeDetailsService(PlacesSource(api: api, cache: .networkThenCache))
            .getPlaceDetails(placeID: placeID)
        guard let destination = details.location else {
            throw ServiceError(.unavailable, "\(placeID) has no location to route to")
        }
        guard let route = try await router.route(from: resolved.location, to: destination, mode: travel) else {
            throw ServiceError(.notFound, "no \(travel.rawValue) route from here to \(TerminalSafe.line(details.name))")
        }
        // Leaving now: when one gets there, and what the hours as written say of it (in the place's zone).
        let now = services.hoursNow()
        let arrival = now.addingTimeInterval(Double(route.seconds))
        let onArrival = MomentVerdict(
            OpenAtFilter(OpeningMoment(instant: arrival, text: "arrival"), now: now, zone: .current),
            attributes: details.attributes, location: destination, now: now)
        return RouteTrip(
            placeID: placeID, name: details.name, origin: resolved.location, destination: destination, route: route,
            arrival: arrival, onArrival: onArrival, timeZone: details.attributes?.ownZone?.identifier)
    }
}
