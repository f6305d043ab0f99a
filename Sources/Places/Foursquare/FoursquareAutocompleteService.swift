import Domain
import Foundation
import Networking

/// `search` on Foursquare: `GET /places/search?query=` (matched against names, categories and tips), most relevant
/// first, in the restaurant category, near the location when there is one; each match as "name, address".
public struct FoursquareAutocompleteService: AutocompletePlacesService {
    static let fields = "fsq_place_id,name,latitude,longitude,location"
    static let maxResults = 5

    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func autocomplete(input: String, location: Location?, radius: Int?) async throws -> [AutocompletePrediction] {
        var query = [
            URLQueryItem(name: "query", value: input),
            URLQueryItem(name: "fsq_category_ids", value: FoursquareCategories.everyKind.joined(separator: ",")),
            URLQueryItem(name: "sort", value: "RELEVANCE"),
            URLQueryItem(name: "limit", value: String(Self.maxResults)),
            URLQueryItem(name: "fields", value: Self.fields),
        ]
        if let location { query.append(URLQueryItem(name: "ll", value: CoordinateText.latLng(location))) }
        if let radius { query.append(URLQueryItem(name: "radius", value: String(radius))) }
        guard let url = foursquare.url("places/search", query) else {
            throw ServiceError(.invalidInput, "the search text cannot be sent to Foursquare")
        }
        let (body, _) = try await foursquare.get(url, as: FoursquareSearchResponse.self)
        return body.results.compactMap(FoursquareMapper.nearbyPlace).prefix(Self.maxResults).map { place in
            AutocompletePrediction(
                placeID: place.placeID, text: [place.name, place.address].compactMap { $0 }.joined(separator: ", "))
        }
    }
}
