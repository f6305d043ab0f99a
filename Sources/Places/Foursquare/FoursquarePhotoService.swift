import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads a Foursquare photo: its reference is the image's own URL (`prefix + "original" + suffix`, from the
/// details), fetched without the key, which belongs to the API host only. Foursquare's sizes are fixed, so
/// `maxWidth` does not apply.
public struct FoursquarePhotoService: FetchPlacePhotoService {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
        guard let url = URL(string: photo.reference), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw ServiceError(.invalidInput, "not a Foursquare photo URL")
        }
        var request = URLRequest(url: url)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        return try await PhotoDownload.image(request, client: client, service: "Foursquare")
    }
}
