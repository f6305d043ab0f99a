import Domain
import Foundation
import Networking

/// `GetPlaceDetailsService` over Places API (New) `GET /v1/places/{id}`.
public struct NewPlaceDetailsService: GetPlaceDetailsService {
    static let fieldMask = [
        "id", "displayName", "formattedAddress", "nationalPhoneNumber", "internationalPhoneNumber", "location", "rating",
        "userRatingCount", "priceLevel", "currentOpeningHours", "websiteUri", "googleMapsUri", "businessStatus", "reviews",
        "photos",
    ].joined(separator: ",")

    private let loader: RemoteLoader
    private let apiKey: String
    private let sessionToken: String?

    /// `sessionToken` closes the autocomplete session that found the place.
    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
        self.sessionToken = sessionToken
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        do {
            let dto = try await loader.load(
                Endpoint(apiKey: apiKey, placeID: placeID, sessionToken: sessionToken), as: NewPlaceDetailsDTO.self)
            return dto.details(placeID: placeID)
        } catch .httpStatus(404, let message, _) {
            throw ServiceError(.notFound, "Google Places has no place \(placeID)\(message.map { ": \($0)" } ?? "")")
        } catch {
            throw NewPlacesErrorMapper.serviceError(from: error)
        }
    }

    struct Endpoint: Networking.Endpoint {
        let apiKey: String
        let placeID: String
        let sessionToken: String?

        var queryItems: [URLQueryItem] { sessionToken.map { [URLQueryItem(name: "sessionToken", value: $0)] } ?? [] }
        var path: String {
            "/v1/places/" + (placeID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? placeID)
        }
        var headers: [String: String] { ["X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": NewPlaceDetailsService.fieldMask] }
    }
}
