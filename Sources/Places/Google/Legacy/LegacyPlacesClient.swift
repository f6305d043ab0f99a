import Domain
import Foundation
import Networking

/// The legacy Places API as every legacy service uses it, through the one `ProviderLoader`: the key as the last
/// query item, the lenient envelope (`status`, `error_message`, always HTTP 200) and what its status means. The
/// services keep only their route, their payload and what a status means for them.
struct LegacyPlacesClient: Sendable {
    private let loader: ProviderLoader
    /// The autocomplete session its requests belong to (`sessiontoken` on each): Google bills an autocomplete and the
    /// details call that follows as one.
    private let sessionToken: String?

    init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        self.sessionToken = sessionToken
        loader = ProviderLoader(
            client: client, baseURL: baseURL, credential: .queryItem("key", apiKey),
            serviceError: { $0.serviceError(service: GooglePlaces.serviceName) })
    }

    /// The payload of `path` asked with `query`, and the envelope's status; transport and HTTP failures as
    /// `ServiceError`s.
    /// The reader's `language` goes on every request, and `region` where the endpoint takes it (`withRegion`: Text
    /// Search, Details, Autocomplete; not Nearby Search).
    func load<Payload: Decodable>(_ path: String, query: [URLQueryItem], withRegion: Bool = true, as type: Payload.Type)
        async throws -> (Payload, LegacyStatus)
    {
        let session = sessionToken.map { [URLQueryItem(name: "sessiontoken", value: $0)] } ?? []
        let asked = query + session + RequestLanguage.legacyQuery(region: withRegion)
        let (envelope, _) = try await loader.load(path, query: asked, as: LegacyEnvelope<Payload>.self)
        return (envelope.payload, LegacyStatus(status: envelope.status, errorMessage: envelope.errorMessage))
    }

    /// An `INVALID_REQUEST` of a search: the input was refused.
    static func refusedSearch(_ message: String?) -> ServiceError {
        ServiceError(.invalidInput, "Google Places rejected the search: \(message ?? "INVALID_REQUEST")")
    }
}

/// A legacy answer: the header every one carries (`status`, `error_message`, read leniently), and the payload each
/// route reads its own way (its fields reachable on the envelope too: `page.results`).
@dynamicMemberLookup
struct LegacyEnvelope<Payload: Decodable>: Decodable {
    private struct Header: Decodable {
        @Lenient var status: String?
        @Lenient var errorMessage: String?

        enum CodingKeys: String, CodingKey {
            case status
            case errorMessage = "error_message"
        }
    }

    let status: String?
    let errorMessage: String?
    let payload: Payload

    init(from decoder: any Decoder) throws {
        let header = try Header(from: decoder)
        (status, errorMessage) = (header.status, header.errorMessage)
        payload = try Payload(from: decoder)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<Payload, Value>) -> Value {
        payload[keyPath: keyPath]
    }
}
