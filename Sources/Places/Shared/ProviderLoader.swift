import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How every provider's client talks to its API, so that the rules are the same for all: one `RemoteLoader` (the
/// size cap, the status check, decoding), the credential (a header or a query item) sent only to the API's own
/// host (the base URL's scheme, host and port), and the provider's error mapping, applied once. A call may say what
/// a 404 means for it ("Google Places has no place X").
struct ProviderLoader: Sendable {
    enum Credential: Sendable {
        case header(String, String)
        case queryItem(String, String)
        /// A keyless API (OpenStreetMap's).
        case none
    }

    let baseURL: URL
    private let loader: RemoteLoader
    private let credential: Credential
    private let headers: [String: String]
    private let serviceError: @Sendable (NetworkError) -> ServiceError

    init(
        client: any HTTPClient, baseURL: URL, credential: Credential, headers: [String: String] = [:],
        serviceError: @escaping @Sendable (NetworkError) -> ServiceError
    ) {
        self.baseURL = baseURL
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.credential = credential
        self.headers = headers
        self.serviceError = serviceError
    }

    /// The body of `path` under the base URL, decoded, and the response (for its headers).
    func load<Body: Decodable>(
        _ path: String, method: HTTPMethod = .get, query: [URLQueryItem] = [], headers extra: [String: String] = [:],
        body: Data? = nil, notFound: String? = nil, limit: ResponseLimit = .json, as type: Body.Type
    ) async throws -> (Body, HTTPURLResponse) {
        try await load(
            path, method: method, query: query, headers: extra, body: body, notFound: notFound, limit: limit,
            read: { try JSONDecoder().decode(Body.self, from: $0) })
    }

    /// The same, the body read by `read` (a reader of its own, for answers too large for a tree).
    func load<Body>(
        _ path: String, method: HTTPMethod = .get, query: [URLQueryItem] = [], headers extra: [String: String] = [:],
        body: Data? = nil, notFound: String? = nil, limit: ResponseLimit = .json, read: (Data) throws -> Body
    ) async throws -> (Body, HTTPURLResponse) {
        var headers = headers.merging(extra) { $1 }
        var query = query
        switch credential {
        case .header(let name, let value): headers[name] = value
        case .queryItem(let name, let value): query.append(URLQueryItem(name: name, value: value))
        case .none: break
        }
        let route = Route(path: path, method: method, queryItems: query, headers: headers, body: body)
        do {
            return try await loader.loadWithResponse(route, limit: limit, read: read)
        } catch .httpStatus(404, let message, _) where notFound != nil {
            throw ServiceError(.notFound, (notFound ?? "") + (message.map { ": \($0)" } ?? ""))
        } catch {
            throw serviceError(error)
        }
    }

    /// An absolute URL the API gave (a next page's `link`), loaded like a path when it is the API's own; nil when
    /// it is not (the credential never goes anywhere else).
    func load<Body: Decodable>(url: URL, as type: Body.Type) async throws -> (Body, HTTPURLResponse)? {
        guard isOwn(url), let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let basePath = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        guard components.path.hasPrefix(basePath) else { return nil }
        return try await load(
            String(components.path.dropFirst(basePath.count)), query: components.queryItems ?? [], as: type)
    }

    /// Whether a URL is the API's own: the base URL's scheme, host and port.
    func isOwn(_ url: URL) -> Bool {
        url.scheme?.lowercased() == baseURL.scheme?.lowercased() && url.host?.lowercased() == baseURL.host?.lowercased()
            && url.port == baseURL.port
    }

    private struct Route: Endpoint {
        let path: String
        let method: HTTPMethod
        let queryItems: [URLQueryItem]
        let headers: [String: String]
        let body: Data?
    }
}
