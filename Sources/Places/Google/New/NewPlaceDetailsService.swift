import Domain
import Foundation
import Networking

/// `GetPlaceDetailsService` over Places API (New) `GET /v1/places/{id}`.
public struct NewPlaceDetailsService: GetPlaceDetailsService {
    static let fieldMask = [
        "id", "displayName", "formattedAddress", "nationalPhoneNumber", "internationalPhoneNumber", "location", "rating",
        "userRatingCount", "priceLevel", "currentOpeningHours", "websiteUri", "googleMapsUri", "businessStatus", "reviews",
        "photos", "primaryType", "types", "regularOpeningHours", "timeZone",
    ].joined(separator: ",")

    private let places: NewPlacesClient

    /// `sessionToken` closes the autocomplete session that found the place.
    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: sessionToken)
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let path =
            "/v1/places/"
            + (placeID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? placeID)
        let dto = try await places.get(
            path,
            query: RequestLanguage.googleQuery,
            fieldMask: Self.fieldMask, notFound: "Google Places has no place \(placeID)", as: NewPlaceDetailsDTO.self)
        return NewPlacesMapper.details(from: dto, placeID: placeID)
    }
}
