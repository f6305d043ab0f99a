import Domain
import Foundation
import Networking

/// `AutocompletePlacesService` over the legacy `GET /maps/api/place/autocomplete/json`.
public struct LegacyAutocompleteService: AutocompletePlacesService {
    private let places: LegacyPlacesClient

    /// `sessionToken` groups this autocomplete with the details call that follows (Google bills them as one).
    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        places = LegacyPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: sessionToken)
    }

    public func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        let (response, status) = try await places.load(
            "/maps/api/place/autocomplete/json", query: query(input: input, location: location, radius: radius),
            as: Response.self)
        switch status {
        case .ok:
            return response.predictions.compactMap { prediction in
                prediction.placeID.map { AutocompletePrediction(placeID: $0, text: prediction.description ?? $0) }
            }
        case .zeroResults:
            return []
        case .invalidRequest(let message):
            throw LegacyPlacesClient.refusedSearch(message)
        case .failure(let error):
            throw error
        }
    }

    private func query(input: String, location: Location?, radius: Int?) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "input", value: input), URLQueryItem(name: "types", value: "establishment")]
        if let location {
            items.append(URLQueryItem(name: "location", value: CoordinateText.latLng(location)))
            items.append(URLQueryItem(name: "radius", value: String(radius ?? 5000)))
        }
        return items
    }

    struct Response: Decodable {
        struct Prediction: Decodable {
            let placeID: String?
            let description: String?
            enum CodingKeys: String, CodingKey {
                case placeID = "place_id"
                case description
            }
        }

        @LenientList var predictions: [Prediction]
    }
}
