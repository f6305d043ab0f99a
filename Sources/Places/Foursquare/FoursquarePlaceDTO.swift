import Foundation

/// A Foursquare place as the current API (`fsq_place_id`, top-level `latitude`/`longitude`) or the legacy v3 API
/// (`fsq_id`, `geocodes.main`) writes it. Every field is read leniently: one odd value never fails a page.
struct FoursquarePlaceDTO: Decodable {
    struct Location: Decodable {
        let address: String?
        let locality: String?
        let formattedAddress: String?

        enum CodingKeys: String, CodingKey {
            case address, locality
            case formattedAddress = "formatted_address"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            address = container.lenient(String.self, forKey: .address)
            locality = container.lenient(String.self, forKey: .locality)
            formattedAddress = container.lenient(String.self, forKey: .formattedAddress)
        }
    }

    struct Point: Decodable {
        let latitude: Double?
        let longitude: Double?

        enum CodingKeys: String, CodingKey { case latitude, longitude }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            latitude = container.lenient(Double.self, forKey: .latitude)
            longitude = container.lenient(Double.self, forKey: .longitude)
        }
    }

    struct Geocodes: Decodable { let main: Point? }

    struct Hours: Decodable {
        let openNow: Bool?
        /// The week as text ("Mon-Fri 7:00 AM-10:00 PM; Sat-Sun ..."), for `details`.
        let display: String?

        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case display
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            openNow = container.lenient(Bool.self, forKey: .openNow)
            display = container.lenient(String.self, forKey: .display)
        }
    }

    struct Stats: Decodable {
        let totalRatings: Int?
        enum CodingKeys: String, CodingKey { case totalRatings = "total_ratings" }

        init(from decoder: any Decoder) throws {
            totalRatings = try decoder.container(keyedBy: CodingKeys.self).lenient(Int.self, forKey: .totalRatings)
        }
    }

    let id: String?
    let name: String?
    let latitude: Double?
    let longitude: Double?
    let location: Location?
    let rating: Double?
    let price: Int?
    let hours: Hours?
    let stats: Stats?
    let dateClosed: String?

    enum CodingKeys: String, CodingKey {
        case fsqPlaceID = "fsq_place_id"
        case fsqID = "fsq_id"
        case name, latitude, longitude, geocodes, location, rating, price, hours, stats
        case dateClosed = "date_closed"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenient(String.self, forKey: .fsqPlaceID) ?? container.lenient(String.self, forKey: .fsqID)
        name = container.lenient(String.self, forKey: .name)
        let main = container.lenient(Geocodes.self, forKey: .geocodes)?.main
        latitude = container.lenient(Double.self, forKey: .latitude) ?? main?.latitude
        longitude = container.lenient(Double.self, forKey: .longitude) ?? main?.longitude
        location = container.lenient(Location.self, forKey: .location)
        rating = container.lenient(Double.self, forKey: .rating)
        price = container.lenient(Int.self, forKey: .price)
        hours = container.lenient(Hours.self, forKey: .hours)
        stats = container.lenient(Stats.self, forKey: .stats)
        dateClosed = container.lenient(String.self, forKey: .dateClosed)
    }
}

/// The body of `GET /places/search`: `{"results": [...]}`.
struct FoursquareSearchResponse: Decodable {
    let results: [FoursquarePlaceDTO]

    enum CodingKeys: String, CodingKey { case results }

    init(from decoder: any Decoder) throws {
        results = try decoder.container(keyedBy: CodingKeys.self).lenientArray(FoursquarePlaceDTO.self, forKey: .results)
    }
}
