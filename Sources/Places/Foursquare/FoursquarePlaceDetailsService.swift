import Domain
import Foundation
import Networking

/// `GetPlaceDetailsService` over Foursquare's `GET /places/{id}`, asking in `fields` for what `details` shows,
/// the photos and the tips included (one request). An id that is not Foursquare's (24 hex digits) is never sent.
public struct FoursquarePlaceDetailsService: GetPlaceDetailsService {
    static let fields =
        "fsq_place_id,name,latitude,longitude,location,categories,tel,website,rating,price,hours,stats,date_closed,photos,tips"

    private let foursquare: FoursquareClient

    public init(client: any HTTPClient, baseURL: URL, apiKey: String) {
        foursquare = FoursquareClient(client: client, baseURL: baseURL, apiKey: apiKey)
    }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        guard PlacesProvider.of(placeID: placeID) == .foursquare,
            let url = foursquare.url("places/\(placeID)", [URLQueryItem(name: "fields", value: Self.fields)])
        else { throw ServiceError(.invalidInput, "\(placeID) is not a Foursquare place id (24 hexadecimal digits)") }
        do {
            let (dto, _) = try await foursquare.get(url, as: FoursquareDetailsDTO.self)
            return FoursquareDetailsMapper.details(from: dto, placeID: placeID)
        } catch let error as ServiceError where error.kind == .notFound {
            throw ServiceError(.notFound, "Foursquare has no place \(placeID)")
        }
    }
}
