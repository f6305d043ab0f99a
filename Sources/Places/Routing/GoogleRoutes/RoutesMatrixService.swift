import Domain
import Foundation
import Networking

/// `TravelTimesService` over Google's Routes API (`POST /distanceMatrix/v2:computeRouteMatrix`) with the Places
/// key: one origin, the destinations in requests of at most 625 elements (100 for transit, Google's limits), the
/// field mask of exactly what is read; each element's `status` and `condition` read (a failed element is one row
/// without a time, never a failed search). Google bills the matrix per element.
public struct RoutesMatrixService: TravelTimesService {
    static let path = "/distanceMatrix/v2:computeRouteMatrix"
    static let fieldMask = "originIndex,destinationIndex,status,condition,distanceMeters,duration"

    private let loader: ProviderLoader

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RoutesLoader.make(client: client, baseURL: baseURL, apiKey: apiKey, fieldMask: Self.fieldMask)
    }

    /// The most destinations one request may have with one origin.
    static func elementLimit(_ mode: TravelMode) -> Int {
        mode == .transit ? 100 : 625
    }

    public func destinationsPerRequest(_ mode: TravelMode) -> Int {
        Self.elementLimit(mode)
    }

    public func travelTimes(from origin: Location, to destinations: [Location], mode: TravelMode) async throws
        -> [TravelTime]
    {
        var answers: [TravelTime] = []
        let limit = Self.elementLimit(mode)
        for start in stride(from: 0, to: destinations.count, by: limit) {
            let chunk = Array(destinations[start..<min(destinations.count, start + limit)])
            answers += try await matrix(from: origin, to: chunk, mode: mode)
        }
        return answers
    }

    private func matrix(from origin: Location, to destinations: [Location], mode: TravelMode) async throws -> [TravelTime] {
        let body = RequestBody(
            origins: [.init(origin)], destinations: destinations.map(RequestBody.Waypoint.init),
            travelMode: mode.googleName, routingPreference: mode == .drive ? "TRAFFIC_UNAWARE" : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let (elements, _) = try await loader.load(
            Self.path, method: .post, body: try encoder.encode(body), as: LossyArray<Element>.self)
        var answers = [TravelTime](repeating: .noRoute(mode), count: destinations.count)
        for element in elements.elements {
            guard let index = element.destinationIndex, answers.indices.contains(index), element.succeeded,
                let time = TravelTime.plausible(
                    mode: mode, seconds: GoogleDuration.seconds(element.duration),
                    meters: element.distanceMeters.map(Double.init))
            else { continue }
            answers[index] = time
        }
        return answers
    }

    private struct RequestBody: Encodable {
        /// A matrix waypoint: `{"waypoint": RoutesWaypoint}`.
        struct Waypoint: Encodable {
            let waypoint: RoutesWaypoint

            init(_ location: Location) {
                waypoint = RoutesWaypoint(location)
            }
        }

        let origins: [Waypoint]
        let destinations: [Waypoint]
        let travelMode: String
        let routingPreference: String?
    }

    /// One element of the answer (a JSON array of them).
    private struct Element: Decodable {
        struct Status: Decodable {
            @Lenient var code: Int?
        }

        @Lenient var destinationIndex: Int?
        @Lenient var status: Status?
        @Lenient var condition: String?
        @Lenient var distanceMeters: Int?
        @Lenient var duration: String?

        /// A route was found and the element did not fail (`status.code` 0 or absent: Google omits an OK status).
        var succeeded: Bool {
            (status?.code ?? 0) == 0 && condition == "ROUTE_EXISTS"
        }
    }
}
