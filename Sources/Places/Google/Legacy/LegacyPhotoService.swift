import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `FetchPlacePhotoService` over the legacy `GET /maps/api/place/photo` (a 302 to the image, whose URL has no key).
public struct LegacyPhotoService: FetchPlacePhotoService {
    public static let widthRange = 1...1600

    private let client: any HTTPClient
    private let baseURL: URL
    private let apiKey: String

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        self.client = client
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    public func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
        guard GoogleIdentifier.isPhotoReference(photo.reference), !GoogleIdentifier.isPhotoName(photo.reference) else {
            throw ServiceError(.unavailable, "Google Places gave a photo reference that is not one")
        }
        return try await PhotoDownload.image(
            Endpoint(apiKey: apiKey, reference: photo.reference, maxWidth: maxWidth).urlRequest(baseURL: baseURL), client: client)
    }

    struct Endpoint: Networking.Endpoint {
        let apiKey: String
        let reference: String
        let maxWidth: Int

        var path: String { "/maps/api/place/photo" }
        var queryItems: [URLQueryItem] {
            [
                URLQueryItem(name: "photo_reference", value: reference), URLQueryItem(name: "maxwidth", value: String(maxWidth)),
                URLQueryItem(name: "key", value: apiKey),
            ]
        }
    }
}
