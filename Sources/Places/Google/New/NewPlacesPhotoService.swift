import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `FetchPlacePhotoService` over Places API (New): `GET /v1/{photo}/media?skipHttpRedirect=true` gives the image's
/// URI, which is then fetched without the key (so the key never reaches the image host).
public struct NewPlacesPhotoService: FetchPlacePhotoService {
    public static let widthRange = 1...4800

    private let client: any HTTPClient
    private let places: NewPlacesClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        self.client = client
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
        // The command checks what a user types; a name that still fails came from a server's answer.
        guard GoogleIdentifier.isPhotoName(photo.reference) else {
            throw ServiceError(.unavailable, "Google Places gave a photo name that is not one (places/ID/photos/REF)")
        }
        let media = try await places.get(
            "/v1/\(photo.reference)/media",
            query: [
                URLQueryItem(name: "maxWidthPx", value: String(maxWidth)),
                URLQueryItem(name: "skipHttpRedirect", value: "true"),
            ], as: Media.self)
        guard let uri = media.photoUri.flatMap(URL.init(string:)) else {
            throw ServiceError(.unavailable, "Google Places gave no photo URI")
        }
        return try await PhotoDownload.image(URLRequest(url: uri), client: client)
    }

    struct Media: Decodable { let photoUri: String? }
}
