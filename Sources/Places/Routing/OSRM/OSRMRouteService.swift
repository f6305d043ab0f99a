import Domain
import Foundation
import Networking

/// `RouteService` over an OSRM server (`GET /route/v1/driving/{from};{to}?overview=full&geometries=polyline&steps=true`):
/// the route's duration, length and line, and its steps worded from OSRM's maneuvers ("Turn left onto Rue X"). OSRM's
/// `NoRoute` is nil; its other codes are errors (`OSRMErrors`).
public struct OSRMRouteService: RouteService {
    private let osrm: OSRMClient

    public init(
        client: any HTTPClient, baseURL: URL, userAgent: String, spacing: RequestSpacing
    ) {
        osrm = OSRMClient(client: client, baseURL: baseURL, userAgent: userAgent, spacing: spacing)
    }

    public func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
        let answer: Answer
        do {
            answer = try await osrm.get(
                "/route/v1/driving/" + OSRMPath.coordinate(origin) + ";" + OSRMPath.coordinate(destination),
                query: [
                    URLQueryItem(name: "overview", value: "full"), URLQueryItem(name: "geometries", value: "polyline"),
                    URLQueryItem(name: "steps", value: "true"),
                ], as: Answer.self)
        } catch let error as ServiceError where error.message.contains("NoRoute") {
            return nil
        }
        guard answer.code == "Ok" else {
            if answer.code == "NoRoute" { return nil }
            throw OSRMErrors.serviceError(code: answer.code, message: answer.message)
        }
        guard let first = answer.routes.first,
            let time = TravelTime.plausible(mode: mode, seconds: first.duration, meters: first.distance),
            let seconds = time.seconds
        else { return nil }
        let steps = first.legs.flatMap(\.steps).prefix(500).map { step in
            Route.Step(
                instruction: OSRMInstruction.text(step.words),
                meters: step.distance.flatMap { $0.isFinite && $0 >= 0 && $0 < 2e7 ? Int($0.rounded()) : nil },
                seconds: step.duration.flatMap { $0.isFinite && $0 >= 0 && $0 < 1e7 ? Int($0.rounded()) : nil })
        }
        return Route(
            mode: mode, seconds: seconds, meters: time.meters ?? 0, steps: Array(steps),
            path: Polyline.decode(first.geometry ?? ""))
    }

    private struct Answer: Decodable {
        struct RouteDTO: Decodable {
            struct Leg: Decodable { @LenientList var steps: [Step] }
            struct Step: Decodable {
                struct Maneuver: Decodable {
                    @Lenient var type: String?
                    @Lenient var modifier: String?
                    @Lenient var exit: Double?
                    @Lenient var bearingAfter: Double?

                    private enum CodingKeys: String, CodingKey {
                        case type, modifier, exit
                        case bearingAfter = "bearing_after"
                    }
                }

                @Lenient var name: String?
                @Lenient var rotaryName: String?
                @Lenient var distance: Double?
                @Lenient var duration: Double?
                @Lenient var maneuver: Maneuver?

                private enum CodingKeys: String, CodingKey {
                    case name, distance, duration, maneuver
                    case rotaryName = "rotary_name"
                }

                /// What the step's words are made of, each value checked: a name of at most 200 characters, an exit
                /// and a bearing that are whole numbers in their range.
                var words: OSRMInstruction.Maneuver {
                    OSRMInstruction.Maneuver(
                        type: maneuver?.type.map { String($0.prefix(40)) }, modifier: maneuver?.modifier,
                        exit: maneuver?.exit.flatMap { Int(exactly: $0) }.flatMap { (1...99).contains($0) ? $0 : nil },
                        bearingAfter: maneuver?.bearingAfter.flatMap { Int(exactly: $0) }.flatMap {
                            (0...360).contains($0) ? $0 : nil
                        },
                        name: nonBlank(name, limit: 200), rotaryName: nonBlank(rotaryName, limit: 200))
                }
            }

            @Lenient var duration: Double?
            @Lenient var distance: Double?
            @Lenient var geometry: String?
            @LenientList var legs: [Leg]
        }

        @Lenient var code: String?
        @Lenient var message: String?
        @LenientList var routes: [RouteDTO]
    }
}
