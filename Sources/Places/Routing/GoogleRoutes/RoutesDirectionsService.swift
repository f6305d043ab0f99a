import Domain
import Foundation
import Networking

/// `RouteService` over Google's Routes API (`POST /directions/v2:computeRoutes`) with the Places key: one route,
/// the field mask of what `route` shows (total duration and length, the encoded polyline, each step's instruction,
/// length and duration). No route (an empty answer) is nil.
public struct RoutesDirectionsService: RouteService {
    static let path = "/directions/v2:computeRoutes"
    static let fieldMask = [
        "routes.duration", "routes.distanceMeters", "routes.polyline.encodedPolyline",
        "routes.legs.steps.navigationInstruction.instructions", "routes.legs.steps.distanceMeters",
        "routes.legs.steps.staticDuration",
    ].joined(separator: ",")

    private let loader: ProviderLoader

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RoutesLoader.make(client: client, baseURL: baseURL, apiKey: apiKey, fieldMask: Self.fieldMask)
    }

    public func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
        let body = Body(
            origin: .init(origin), destination: .init(destination), travelMode: mode.googleName,
            routingPreference: mode == .drive ? "TRAFFIC_UNAWARE" : nil, languageCode: Conventions.inUse.language,
            regionCode: Conventions.inUse.region,
            units: Conventions.inUse.units == .imperial ? "IMPERIAL" : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let (answer, _) = try await loader.load(Self.path, method: .post, body: try encoder.encode(body), as: Answer.self)
        guard let first = answer.routes.first,
            let time = TravelTime.plausible(
                mode: mode, seconds: GoogleDuration.seconds(first.duration), meters: first.distanceMeters.map(Double.init)),
            let seconds = time.seconds
        else { return nil }
        let steps = first.legs.flatMap(\.steps).prefix(500).map { step in
            Route.Step(
                instruction: nonBlank(step.navigationInstruction?.instructions, limit: 300) ?? "Continue",
                meters: step.distanceMeters.flatMap { (0...20_000_000).contains($0) ? $0 : nil },
                seconds: GoogleDuration.wholeSeconds(step.staticDuration))
        }
        return Route(
            mode: mode, seconds: seconds, meters: time.meters ?? 0, steps: Array(steps),
            path: Polyline.decode(first.polyline?.encodedPolyline ?? ""))
    }

    private struct Body: Encodable {
        let origin: RoutesWaypoint
        let destination: RoutesWaypoint
        let travelMode: String
        let routingPreference: String?
        /// The reader's language and units, for the steps' instructions (`distanceMeters` and durations stay metric).
        let languageCode: String?
        let regionCode: String?
        let units: String?
    }

    private struct Answer: Decodable {
        struct RouteDTO: Decodable {
            struct Polyline: Decodable { @Lenient var encodedPolyline: String? }
            struct Leg: Decodable { @LenientList var steps: [Step] }
            struct Step: Decodable {
                struct Instruction: Decodable { @Lenient var instructions: String? }
                @Lenient var navigationInstruction: Instruction?
                @Lenient var distanceMeters: Int?
                @Lenient var staticDuration: String?
            }

            @Lenient var duration: String?
            @Lenient var distanceMeters: Int?
            @Lenient var polyline: Polyline?
            @LenientList var legs: [Leg]
        }

        @LenientList var routes: [RouteDTO]
    }
}
