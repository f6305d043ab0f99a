import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Foursquare Places API as every Foursquare service uses it, through the one `ProviderLoader`: the key as
/// `Authorization: Bearer` (never in a URL, never to another host), the version header, JSON, Foursquare's errors
/// (`FoursquareErrors`). A page is named by its URL, as Foursquare's `link` header names the next one.
struct FoursquareClient: Sendable {
    static let version = "2025-06-17"

    let client: any HTTPClient
    let baseURL: URL
    let apiKey: String

    private var loader: ProviderLoader {
        ProviderLoader(
            client: client, baseURL: baseURL, credential: .header("Authorization", "Bearer \(apiKey)"),
            headers: ["X-Places-Api-Version": Self.version, "Accept": "application/json"].merging(
                RequestLanguage.acceptLanguage
            ) { $1 },
            serviceError: { FoursquareErrors.serviceError(from: $0) })
    }

    /// The body decoded as `Body`, and the `link` header. A URL that is not Foursquare's own is never asked.
    func get<Body: Decodable>(_ url: URL, as type: Body.Type) async throws -> (Body, link: String?) {
        guard let (body, response) = try await loader.load(url: url, as: type) else {
            throw ServiceError(.unavailable, "Foursquare pointed at \(url.host ?? "another host"), which is not its API")
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
        loader.isOwn(url)
    }
}
