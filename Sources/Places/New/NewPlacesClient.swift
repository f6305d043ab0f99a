import Domain
import Foundation
import Networking

/// Places API (New) as every new-API service uses it: the base URL, the key in `X-Goog-Api-Key` (never in the
/// URL), the field mask, JSON bodies. Failures come back as `NetworkError`, so that a service can read a status
/// that means something for it (details' 404) before `NewPlacesErrorMapper` maps the rest.
struct NewPlacesClient: Sendable {
    private let loader: RemoteLoader
    private let apiKey: String

    init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
    }

    func get<Body: Decodable>(
        _ path: String, query: [URLQueryItem] = [], fieldMask: String? = nil, as type: Body.Type
    ) async throws(NetworkError) -> Body {
        try await loader.load(
            Route(path: path, method: .get, queryItems: query, headers: headers(fieldMask), body: nil), as: type)
    }

    func post<Body: Decodable>(_ path: String, json: Data?, fieldMask: String? = nil, as type: Body.Type)
        async throws(NetworkError) -> Body
    {
        var headers = headers(fieldMask)
        headers["Content-Type"] = "application/json"
        return try await loader.load(Route(path: path, method: .post, queryItems: [], headers: headers, body: json), as: type)
    }

    private func headers(_ fieldMask: String?) -> [String: String] {
        var headers = ["X-Goog-Api-Key": apiKey]
        if let fieldMask { headers["X-Goog-FieldMask"] = fieldMask }
        return headers
    }

    private struct Route: Endpoint {
        let path: String
        let method: HTTPMethod
        let queryItems: [URLQueryItem]
        let headers: [String: String]
        let body: Data?
    }
}
