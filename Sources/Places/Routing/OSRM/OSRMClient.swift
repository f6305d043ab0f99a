import Domain
import Foundation
import Networking

/// An OSRM server as every OSRM service asks it: no key, a User-Agent naming foodybite, the requests spaced as the
/// public servers' policy asks (`spacing`, waited before each), OSRM's errors (`OSRMErrors`).
struct OSRMClient: Sendable {
    let client: any HTTPClient
    let baseURL: URL
    let userAgent: String
    let spacing: RequestSpacing

    func get<Body: Decodable>(_ path: String, query: [URLQueryItem], as type: Body.Type) async throws -> Body {
        let loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .none, headers: ["User-Agent": userAgent],
            serviceError: OSRMErrors.serviceError)
        return try await spacing.run { try await loader.load(path, query: query, as: type).0 }
    }
}
