import Domain
import Foundation

/// A route as `route --format json` writes it: stable keys; positions as [longitude, latitude], as GeoJSON writes them.
public struct RouteRecord: Encodable, Sendable {
    struct Step: Encodable, Sendable {
        let instruction: String
        let meters: Int?
        let seconds: Int?
    }

    let placeID, name, mode: String
    let seconds, meters: Int
    let origin, destination: [Double]
    let steps: [Step]
    let path: [[Double]]
    /// When one gets there leaving now (UTC), and whether the hours as written say open then (null: unknown).
    let arrivesAt: JSONValue
    let isOpenOnArrival: JSONValue
    /// The place's time zone (IANA) where known: `arrivesAt` on its clock is the time there.
    let timeZone: JSONValue

    public init(_ trip: RouteTrip) {
        placeID = trip.placeID
        name = trip.name
        mode = trip.route.mode.rawValue
        seconds = trip.route.seconds
        meters = trip.route.meters
        origin = [trip.origin.longitude, trip.origin.latitude]
        destination = [trip.destination.longitude, trip.destination.latitude]
        steps = trip.route.steps.map { Step(instruction: $0.instruction, meters: $0.meters, seconds: $0.seconds) }
        path = trip.line.map { [$0.longitude, $0.latitude] }
        arrivesAt = .text(trip.arrival.map(ISO8601.string))
        isOpenOnArrival = .flag(trip.onArrival?.isOpen)
        timeZone = .text(trip.timeZone)
    }

    /// The trip as `route --format json` writes it.
    public static func json(_ trip: RouteTrip) throws -> Data {
        try JSONEncoder().encode(RouteRecord(trip))
    }
}
