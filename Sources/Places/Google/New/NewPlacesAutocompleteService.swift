import Domain
import Foundation
import Networking

/// `AutocompletePlacesService` over Places API (New) `POST /v1/places:autocomplete`.
public struct NewPlacesAutocompleteService: AutocompletePlacesService {
    private let places: NewPlacesClient

    /// `sessionToken` groups this autocomplete with the details call that follows (Google bills them as one).
    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        places = NewPlacesClient(client: client, baseURL: baseURL, apiKey: apiKey, sessionToken: sessionToken)
    }

    public func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        let response = try await places.post(
            "/v1/places:autocomplete", json: body(input: input, location: location, radius: radius), as: Response.self)
        return response.suggestions.compactMap { suggestion in
            guard let prediction = suggestion.placePrediction, let id = prediction.placeId else { return nil }
            let text = prediction.text?.text ?? prediction.structuredFormat?.mainText?.text ?? id
            return AutocompletePrediction(placeID: id, text: text)
        }
    }

    private func body(input: String, location: Location?, radius: Int?) -> Data? {
        var object: [String: Any] = ["input": input]
        if let sessionToken = places.sessionToken { object["sessionToken"] = sessionToken }
        if let language = RequestLanguage.tag { object["languageCode"] = language }
        if let region = RequestLanguage.region { object["regionCode"] = region }
        if let location {
            object["locationBias"] = [
                "circle": [
                    "center": ["latitude": location.latitude, "longitude": location.longitude],
                    "radius": Double(radius ?? 5000),
                ]
            ]
        }
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    struct Response: Decodable {
        struct Suggestion: Decodable { let placePrediction: Prediction? }
        struct Prediction: Decodable {
            let placeId: String?
            let text: Text?
            let structuredFormat: Format?
        }
        struct Format: Decodable { let mainText: Text? }
        struct Text: Decodable { let text: String? }

        @LenientList var suggestions: [Suggestion]
    }
}
