import FlyingFox
import Foundation

/// `GET /sandbox/dataset?provider=google|foursquare`: every place as that provider knows it, with what the filters
/// of `nearby` read (ratings on Google's 0-5 scale), so that a test can compute the exact answer to a query.
enum DatasetListing {
    static func json(_ dataset: Dataset, provider: String?) -> HTTPResponse {
        switch provider ?? "google" {
        case "google":
            return Reply.json([
                "places": dataset.places.map { place -> [String: Any] in
                    var object: [String: Any] = [
                        "id": place.id, "latitude": place.lat, "longitude": place.lng,
                        "closed": place.businessStatus?.hasPrefix("CLOSED") == true || place.permanentlyClosed == true,
                        "restaurant": place.allTypes.contains("restaurant"), "types": place.allTypes,
                    ]
                    object["rating"] = place.ratingValue
                    object["openNow"] = place.openNow
                    object["priceLevel"] = place.priceLevel
                    return object
                }
            ])
        case "foursquare":
            return Reply.json([
                "places": dataset.foursquareVenues.map { venue -> [String: Any] in
                    var object: [String: Any] = [
                        "id": venue.id, "latitude": venue.latitude, "longitude": venue.longitude, "closed": venue.closed,
                        "restaurant": venue.isRestaurant,
                    ]
                    object["rating"] = venue.rating.map { $0 / 2 }
                    object["openNow"] = venue.openNow
                    object["priceLevel"] = venue.price
                    return object
                }
            ])
        default:
            return Reply.serverError(400, "provider must be google or foursquare")
        }
    }
}
