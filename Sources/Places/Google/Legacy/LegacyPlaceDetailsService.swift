import Domain
import Foundation
import Networking

/// `GetPlaceDetailsService` over the legacy `GET /maps/api/place/details/json`.
public struct LegacyPlaceDetailsService: GetPlaceDetailsService {
    /// The documented names of "Place Data Fields (Legacy)" (`photo` and `type` in the singular: they return
    /// `photos` and `types`).
    static let fields = [
        "place_id", "name", "formatted_address", "international_phone_number", "formatted_phone_number", "geometry", "rating",
        "user_ratings_total", "price_level", "opening_hours", "website", "url", "business_status", "reviews", "photo",
        "type",  // the Basic field that returns `types` (what the place is: `details` says its kind)
    ].joined(separator: ",")

    private let places: LegacyPlacesClient

    /// `sessionToken` closes the autocomplete session that found the place.
    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        places = LegacyPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: sessionToken)
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        let query = [URLQueryItem(name: "place_id", value: placeID), URLQueryItem(name: "fields", value: Self.fields)]
        let (response, status) = try await places.load("/maps/api/place/details/json", query: query, as: Response.self)
        switch status {
        case .ok:
            guard let result = response.result else {
                throw ServiceError(.unavailable, "Google Places sent details without a result")
            }
            return LegacyPlacesMapper.details(from: result, placeID: placeID)
        case .zeroResults:
            throw ServiceError(.notFound, "Google Places has no place \(placeID)")
        case .failure(let error) where error.kind == .notFound:
            throw ServiceError(.notFound, "Google Places has no place \(placeID)")
        case .invalidRequest(let message):
            throw ServiceError(.invalidInput, "Google Places rejected the place id \(placeID)\(message.map { ": \($0)" } ?? "")")
        case .failure(let error):
            throw error
        }
    }

    struct Response: Decodable {
        @Lenient var result: LegacyPlaceDetailsDTO?
    }
}
