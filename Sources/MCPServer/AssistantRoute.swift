import Domain
import Foundation
import MCP
import Presentation

/// A route as a model gets it, made from the typed trip (the command line writes its own, `RouteRecord`): its keys,
/// positions as [longitude, latitude] as GeoJSON writes them, without what says nothing (an unknown distance of a
/// step, an unknown opening on arrival), and the arrival on the place's clock with its offset where its zone is known.
struct AssistantRoute {
    let trip: RouteTrip

    var value: Value {
        let members: [String: Value?] = [
            "placeID": .string(trip.placeID), "name": .string(trip.name), "mode": .string(trip.route.mode.rawValue),
            "seconds": .int(trip.route.seconds), "meters": .int(trip.route.meters),
            "origin": position(trip.origin), "destination": position(trip.destination),
            "steps": trip.route.steps.isEmpty ? nil : .array(trip.route.steps.map(step)),
            "path": trip.line.isEmpty ? nil : .array(trip.line.map(position)),
            "arrivesAt": trip.arrival.map(arrival), "isOpenOnArrival": trip.onArrival?.isOpen.map(Value.bool),
            "timeZone": trip.timeZone.map(Value.string),
        ]
        return .object(members.compactMapValues { $0 })
    }

    private func position(_ point: Location) -> Value {
        .array([.double(point.longitude), .double(point.latitude)])
    }

    private func step(_ step: Route.Step) -> Value {
        let members: [String: Value?] = [
            "instruction": .string(step.instruction), "meters": step.meters.map(Value.int),
            "seconds": step.seconds.map(Value.int),
        ]
        return .object(members.compactMapValues { $0 })
    }

    private func arrival(_ date: Date) -> Value {
        let utc = ISO8601.string(date)
        return .string(trip.timeZone.flatMap(TimeZone.init(identifier:)).map { CompactResult.local(utc, in: $0) } ?? utc)
    }
}
