import Domain
import Foundation
import Networking

/// `AutocompletePlacesService` over the legacy `GET /maps/api/place/autocomplete/json`.
public struct LegacyAutocompleteService: AutocompletePlacesService {
    private let loader: RemoteLoader
    private let apiKey: String
    private let sessionToken: String?

    public init(client: any HTTPClient, baseURL: URL, apiKey: String, sessionToken: String? = nil) {
        loader = RemoteLoader(client: client, baseURL: baseURL)
        self.apiKey = apiKey
        self.sessionToken = sessionToken
    }

    public func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        let response: Response
        do {
            response = try await loader.load(
                Endpoint(apiKey: apiKey, input: input, location: location, radius: radius, sessionToken: sessionToken),
                as: Response.self)
        } catch {
            throw error.serviceError(service: GooglePlaces.serviceName)
        }
        switch LegacyStatus(status: response.status, errorMessage: response.errorMessage) {
        case .ok:
            return response.predictions.compactMap { prediction in
                prediction.placeID.map { AutocompletePrediction(placeID: $0, text: prediction.description ?? $0) }
            }
        case .zeroResults:
            return []
        case .invalidRequest(let message):
            throw ServiceError(.invalidInput, "Google Places rejected the search: \(message ?? "INVALID_REQUEST")")
        case .failure(let error):
            throw error
        }
    }

    struct Endpoint: Networking.Endpoint {
        let apiKey: String
        let input: String
        let location: Location?
        let radius: Int?
        let sessionToken: String?

        var path: String { "/maps/api/place/autocomplete/json" }
        var queryItems: [URLQueryItem] {
            var items = [URLQueryItem(name: "input", value: input), URLQueryItem(name: "types", value: "establishment")]
            if let location {
                items.append(URLQueryItem(name: "location", value: "\(location.latitude),\(location.longitude)"))
                items.append(URLQueryItem(name: "radius", value: String(radius ?? 5000)))
            }
            if let sessionToken { items.append(URLQueryItem(name: "sessiontoken", value: sessionToken)) }
            return items + [URLQueryItem(name: "key", value: apiKey)]
        }
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

        let status: String?
        let errorMessage: String?
        let predictions: [Prediction]

        enum CodingKeys: String, CodingKey {
            case status, predictions
            case errorMessage = "error_message"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = container.lenient(String.self, forKey: .status)
            errorMessage = container.lenient(String.self, forKey: .errorMessage)
            predictions = container.lenientArray(Prediction.self, forKey: .predictions)
        }
    }
}
