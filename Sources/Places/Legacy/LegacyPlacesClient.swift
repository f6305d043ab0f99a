import Domain
import Foundation
import Networking

/// The legacy Places API as every legacy service uses it: the base URL, the key as the last query item, the
/// lenient envelope (`status`, `error_message`, always HTTP 200) and what its status means. The services keep
/// only their route, their payload and what a status means for them.
struct LegacyPlacesClient: Sendable {
    private let loader: RemoteLoader
    private let apiKey: String

    init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
    }

    /// The envelope of `path` asked with `query`, and its status; transport and HTTP failures as `ServiceError`s.
    func load<Envelope: LegacyEnvelope>(_ path: String, query: [URLQueryItem], as type: Envelope.Type) async throws -> (
        Envelope, LegacyStatus
    ) {
        let envelope: Envelope
        do {
            envelope = try await loader.load(
                Route(path: path, queryItems: query + [URLQueryItem(name: "key", value: apiKey)]), as: Envelope.self)
        } catch {
            throw error.serviceError(service: GooglePlaces.serviceName)
        }
        return (envelope, LegacyStatus(status: envelope.status, errorMessage: envelope.errorMessage))
    }

    /// An `INVALID_REQUEST` of a search: the input was refused.
    static func refusedSearch(_ message: String?) -> ServiceError {
        ServiceError(.invalidInput, "Google Places rejected the search: \(message ?? "INVALID_REQUEST")")
    }

    private struct Route: Endpoint {
        let path: String
        let queryItems: [URLQueryItem]
    }
}

/// What every legacy answer carries besides its payload, read leniently.
struct LegacyHeader: Decodable {
    let status: String?
    let errorMessage: String?

    private enum CodingKeys: String, CodingKey {
        case status
        case errorMessage = "error_message"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = container.lenient(String.self, forKey: .status)
        errorMessage = container.lenient(String.self, forKey: .errorMessage)
    }
}

/// A legacy answer: its header, and a payload each route reads its own way.
protocol LegacyEnvelope: Decodable {
    var header: LegacyHeader { get }
}

extension LegacyEnvelope {
    var status: String? { header.status }
    var errorMessage: String? { header.errorMessage }
}

extension LegacySearchResponse: LegacyEnvelope {}
