import Domain
import Foundation
import Networking

/// Places API (New) as every new-API service uses it, through the one `ProviderLoader`: the key in
/// `X-Goog-Api-Key` (never in the URL), the field mask, JSON bodies, failures as `NewPlacesErrorMapper` reads them
/// (a call may say what a 404 means for it).
struct NewPlacesClient: Sendable {
    private let loader: ProviderLoader
    /// The autocomplete session its requests belong to: `sessionToken` in a GET's query (a POST puts it in its body):
    /// Google bills an autocomplete and the details call that follows as one.
    let sessionToken: String?

    init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        self.sessionToken = sessionToken
        loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .header("X-Goog-Api-Key", apiKey),
            serviceError: NewPlacesErrorMapper.serviceError)
    }

    func get<Body: Decodable>(
        _ path: String, query: [URLQueryItem] = [], fieldMask: String? = nil, notFound: String? = nil, as type: Body.Type
    ) async throws -> Body {
        let session = sessionToken.map { [URLQueryItem(name: "sessionToken", value: $0)] } ?? []
        return try await loader.load(path, query: session + query, headers: headers(fieldMask), notFound: notFound, as: type).0
    }

    func post<Body: Decodable>(_ path: String, json: Data?, fieldMask: String? = nil, as type: Body.Type) async throws
        -> Body
    {
        var headers = headers(fieldMask)
        headers["Content-Type"] = "application/json"
        return try await loader.load(path, method: .post, headers: headers, body: json, as: type).0
    }

    /// A search (`searchNearby`, `searchText`), its body read by `NewPlacesSearchReader`.
    func search(_ path: String, json: Data?, fieldMask: String) async throws -> NewPlacesSearchResponse {
        var headers = headers(fieldMask)
        headers["Content-Type"] = "application/json"
        return try await loader.load(
            path, method: .post, headers: headers, body: json, read: NewPlacesSearchReader.response
        ).0
    }

    private func headers(_ fieldMask: String?) -> [String: String] {
        fieldMask.map { ["X-Goog-FieldMask": $0] } ?? [:]
    }
}
