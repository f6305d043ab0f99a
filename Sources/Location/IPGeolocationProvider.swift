import Domain
import Foundation
import Networking

/// The approximate location of this machine's public IP, from an ipinfo.io-shaped `/json` (`"loc": "lat,lng"`),
/// remembered for 30 minutes so that scripts do not ask on every run.
public struct IPGeolocationProvider: LocationProviding {
    public struct Remembered: Codable, Equatable, Sendable {
        public let latitude: Double
        public let longitude: Double
        public let city: String?
        public let fetchedAt: Date

        public init(latitude: Double, longitude: Double, city: String?, fetchedAt: Date) {
            self.latitude = latitude
            self.longitude = longitude
            self.city = city
            self.fetchedAt = fetchedAt
        }
    }

    public static let maxAge: TimeInterval = 30 * 60

    private let client: any HTTPClient
    private let url: URL
    private let now: @Sendable () -> Date
    private let recall: @Sendable () -> Remembered?
    private let remember: @Sendable (Remembered) -> Void

    public init(
        client: any HTTPClient, url: URL, now: @escaping @Sendable () -> Date, recall: @escaping @Sendable () -> Remembered?,
        remember: @escaping @Sendable (Remembered) -> Void
    ) {
        self.client = client
        self.url = url
        self.now = now
        self.recall = recall
        self.remember = remember
    }

    public func currentLocation() async throws -> ResolvedLocation {
        if let remembered = recall(), now().timeIntervalSince(remembered.fetchedAt) < Self.maxAge,
            let location = Location(latitude: remembered.latitude, longitude: remembered.longitude)
        {
            return ResolvedLocation(location: location, source: .ipGeolocation, isApproximate: true, description: remembered.city)
        }
        // The whole URL is the endpoint: its path and its query (an access token, a field list) are kept.
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let endpoint = Endpoint(path: components?.percentEncodedPath ?? "/", queryItems: components?.queryItems ?? [])
        components?.percentEncodedPath = ""
        components?.query = nil
        let base = components?.url ?? url
        let response: Response
        do {
            response = try await RemoteLoader(client: client, baseURL: base).load(endpoint, as: Response.self)
        } catch {
            throw error.serviceError(service: "the IP geolocation service")
        }
        let parts = (response.loc ?? "").split(separator: ",").compactMap {
            DecimalNumber.parse($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let location = Location(latitude: parts[0], longitude: parts[1]) else {
            throw ServiceError(.unavailable, "the IP geolocation service gave no location")
        }
        remember(Remembered(latitude: location.latitude, longitude: location.longitude, city: response.city, fetchedAt: now()))
        return ResolvedLocation(location: location, source: .ipGeolocation, isApproximate: true, description: response.city)
    }

    struct Endpoint: Networking.Endpoint {
        let path: String
        let queryItems: [URLQueryItem]
    }

    struct Response: Decodable {
        let loc: String?
        let city: String?
    }
}
