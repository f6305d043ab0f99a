import Domain
import Foundation

/// A route to a place: where from, the router's route, and when one gets there with what the hours say then.
public struct RouteTrip: Sendable {
    public let placeID, name: String
    public let origin, destination: Location
    public let route: Route
    /// When one gets there, leaving now, and what the place's hours as written say of that moment.
    public var arrival: Date?
    public var onArrival: MomentVerdict?
    /// The place's time zone (IANA), where its provider or its map data says.
    public var timeZone: String?

    /// The line from the origin to the place: the router's path, with the exact ends added where the router
    /// snapped them to a road.
    public var line: [Location] {
        var points = route.path
        if points.first != origin { points.insert(origin, at: 0) }
        if points.last != destination { points.append(destination) }
        return points
    }
}
