import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Foursquare Places API as every Foursquare service uses it: the base URL, the key as `Authorization: Bearer`
/// (never in a URL), the version header, JSON, Foursquare's errors; and which URLs are its own (a `link` to another
/// host is never followed with the key).
struct FoursquareClient: Sendable {
    static let version = "2025-06-17"

    let client: any HTTPClient
    let baseURL: URL
    let apiKey: String

    /// The body decoded as `Body`, and the `link` header.
    func get<Body: Decodable>(_ url: URL, as type: Body.Type) async throws -> (Body, link: String?) {
        var request = URLRequest(url: url)
        request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization")
        request.setValue(Self.version, forHTTPHeaderField: "X-Places-Api-Version")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await client.send(request, limit: .json)
        } catch let error as HTTPClientError {
            throw NetworkError.transport(error).serviceError(service: "Foursquare")
        }
        guard (200..<300).contains(response.statusCode) else {
            throw FoursquareErrors.serviceError(status: response.statusCode, body: data)
        }
        guard let body = try? JSONDecoder().decode(type, from: data) else {
            throw ServiceError(.unavailable, "Foursquare answered something foodybite cannot read")
        }
        return (body, response.value(forHTTPHeaderField: "Link"))
    }

    /// A URL under the base, with a query.
    func url(_ path: String, _ query: [URLQueryItem]) -> URL? {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query
        return components?.url
    }

    /// Whether the key may be sent there: the base URL's scheme, host and port.
    func isOwn(_ url: URL) -> Bool {
        url.scheme?.lowercased() == baseURL.scheme?.lowercased() && url.host?.lowercased() == baseURL.host?.lowercased()
            && url.port == baseURL.port
    }
}
