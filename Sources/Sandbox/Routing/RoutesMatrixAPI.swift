import FlyingFox
import Foundation

/// Google's Routes API `POST /distanceMatrix/v2:computeRouteMatrix`, as Google answers it: the key and the field mask
/// required, a key starting `routes-disabled` refused as for a project that has not enabled the API (403), (the
/// element limits and other rules of the definitions are checked before: `GoogleRules`), the elements in an order of their own (read them by index), `ROUTE_NOT_FOUND`
/// for the unreachable place and a failed `status` for the failing one (`SandboxRouting`).
struct RoutesMatrixAPI: Sendable {
    let routing: SandboxRouting

    func handle(_ request: RequestContext) -> HTTPResponse? {
        guard request.method == "POST",
            ["/distanceMatrix/v2:computeRouteMatrix", "/directions/v2:computeRoutes"].contains(request.path)
        else { return nil }
        let key = request.header("X-Goog-Api-Key") ?? ""
        if let refusal = ApiKeys.refusal(key) { return refusal }
        if key.hasPrefix("routes-disabled") {
            return Reply.googleError(
                403, "PERMISSION_DENIED",
                "Routes API has not been used in project 123456789012 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/routes.googleapis.com/overview?project=123456789012 then retry.",
                reason: "SERVICE_DISABLED")
        }
        guard let mask = request.header("X-Goog-FieldMask"), !mask.isEmpty else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "FieldMask is a required parameter.")
        }
        if request.path == "/directions/v2:computeRoutes" { return directions(request) }
        guard let body = request.jsonBody, let origins = Self.points(body["origins"]),
            let destinations = Self.points(body["destinations"]), !origins.isEmpty, !destinations.isEmpty
        else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload: origins and destinations are required.")
        }
        guard let mode = SandboxRouting.Mode(google: body["travelMode"] as? String) else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid value at 'travel_mode'.")
        }
        var elements: [[String: Any]] = []
        for (o, origin) in origins.enumerated() {
            for (d, destination) in destinations.enumerated() {
                var element: [String: Any] = ["originIndex": o, "destinationIndex": d]
                if routing.fails(destination) {
                    element["status"] = ["code": 5, "message": "Waypoint could not be geocoded."]
                } else if let leg = routing.leg(from: origin, to: destination, mode: mode) {
                    element["status"] = [String: Any]()
                    element["condition"] = "ROUTE_EXISTS"
                    element["distanceMeters"] = leg.meters
                    element["duration"] = "\(leg.seconds)s"
                } else {
                    element["status"] = [String: Any]()
                    element["condition"] = "ROUTE_NOT_FOUND"
                }
                elements.append(element)
            }
        }
        // Google sends the elements as they are computed, in no set order.
        return Reply.json(Array(elements.reversed()))
    }

    /// `computeRoutes`: one route (an empty answer when there is none), its steps and polyline.
    private func directions(_ request: RequestContext) -> HTTPResponse {
        guard let body = request.jsonBody, let origin = Self.point(body["origin"]),
            let destination = Self.point(body["destination"])
        else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload: origin and destination are required.")
        }
        guard let mode = SandboxRouting.Mode(google: body["travelMode"] as? String) else {
            return Reply.googleError(400, "INVALID_ARGUMENT", "Invalid value at 'travel_mode'.")
        }
        guard let route = SandboxDirections(routing: routing, from: origin, to: destination, mode: mode) else {
            return Reply.json([String: Any]())
        }
        let steps = route.steps.map { step -> [String: Any] in
            [
                "distanceMeters": step.meters, "staticDuration": "\(step.seconds)s",
                "navigationInstruction": ["maneuver": step.type.uppercased(), "instructions": step.instruction],
            ]
        }
        return Reply.json([
            "routes": [
                [
                    "duration": "\(route.seconds)s", "distanceMeters": route.meters,
                    "polyline": ["encodedPolyline": route.polyline], "legs": [["steps": steps]],
                ]
            ]
        ])
    }

    private static func point(_ value: Any?) -> (Double, Double)? {
        points([["waypoint": value as Any]])?.first
    }

    /// `[{"waypoint": {"location": {"latLng": {"latitude", "longitude"}}}}]`.
    private static func points(_ value: Any?) -> [(Double, Double)]? {
        guard let list = value as? [[String: Any]] else { return nil }
        let points = list.compactMap { item -> (Double, Double)? in
            let latLng = ((item["waypoint"] as? [String: Any])?["location"] as? [String: Any])?["latLng"] as? [String: Any]
            guard let latitude = (latLng?["latitude"] as? NSNumber)?.doubleValue,
                let longitude = (latLng?["longitude"] as? NSNumber)?.doubleValue
            else { return nil }
            return (latitude, longitude)
        }
        return points.count == list.count ? points : nil
    }
}
