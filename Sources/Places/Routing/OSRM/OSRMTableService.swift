import Domain
import Foundation
import Networking

/// `TravelTimesService` over an OSRM server (`GET /table/v1/driving/{lon,lat;...}?sources=0&annotations=duration,distance`):
/// one server per mode (a server runs one profile; the profile in the path is ignored by it), destinations in
/// requests of at most 300: OSRM refuses a table of more than `max-table-size`² entries (sources × destinations;
/// default 100, so one source and 9,999 destinations pass, as the real engine does), and 300 coordinates keep the
/// request line within 8 KB, the default limit of the nginx that fronts public servers (osrm-routed itself takes about
/// 24 KB, 1,300 coordinates); a User-Agent naming foodybite and
/// the requests spaced as the public servers' policy asks (`spacing`). A destination with no route is `null` in
/// OSRM's answer: nil here. OSRM's `code` errors: `TooBig` is a usage problem (64), `NoSegment` and the other
/// refusals a service that could not route (69), 429 and 5xx for now (75).
public struct OSRMTableService: TravelTimesService {
    static let maxDestinations = 300

    private let osrm: OSRMClient

    public init(
        client: any HTTPClient, baseURL: URL, userAgent: String, spacing: RequestSpacing
    ) {
        osrm = OSRMClient(client: client, baseURL: baseURL, userAgent: userAgent, spacing: spacing)
    }

    public func destinationsPerRequest(_ mode: TravelMode) -> Int {
        Self.maxDestinations
    }

    public func travelTimes(from origin: Location, to destinations: [Location], mode: TravelMode) async throws
        -> [TravelTime]
    {
        var answers: [TravelTime] = []
        for start in stride(from: 0, to: destinations.count, by: Self.maxDestinations) {
            let chunk = Array(destinations[start..<min(destinations.count, start + Self.maxDestinations)])
            answers += try await table(from: origin, to: chunk, mode: mode)
        }
        return answers
    }

    private func table(from origin: Location, to destinations: [Location], mode: TravelMode) async throws -> [TravelTime] {
        let coordinates = ([origin] + destinations).map(OSRMPath.coordinate).joined(separator: ";")
        let body = try await osrm.get(
            "/table/v1/driving/" + coordinates,
            query: [
                URLQueryItem(name: "sources", value: "0"), URLQueryItem(name: "annotations", value: "duration,distance"),
            ], as: OSRMTableResponse.self)
        guard body.code == "Ok" else { throw OSRMErrors.serviceError(code: body.code, message: body.message) }
        let durations = body.durations.first ?? []
        let distances = body.distances.first ?? []
        return destinations.indices.map { index in
            let column = index + 1
            guard durations.indices.contains(column) else { return .noRoute(mode) }
            return TravelTime.plausible(
                mode: mode, seconds: durations[column],
                meters: distances.indices.contains(column) ? distances[column] : nil) ?? .noRoute(mode)
        }
    }
}

/// OSRM's `table` answer: `durations` and `distances` rows (one per source), `null` where no route exists.
struct OSRMTableResponse: Decodable {
    @Lenient var code: String?
    @Lenient var message: String?
    @LenientList var durations: [[Double?]]
    @LenientList var distances: [[Double?]]
}

/// OSRM's coordinates in a path: `lon,lat` with 6 decimals (about 10 cm).
enum OSRMPath {
    static func coordinate(_ location: Location) -> String {
        CoordinateText.decimal(location.longitude, places: 6) + "," + CoordinateText.decimal(location.latitude, places: 6)
    }
}
