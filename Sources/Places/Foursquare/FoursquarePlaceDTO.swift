import Foundation

/// A Foursquare place as the current API (`fsq_place_id`, top-level `latitude`/`longitude`) or the legacy v3 API
/// (`fsq_id`, `geocodes.main`) writes it. Every field is read leniently: one odd value never fails a page.
struct FoursquarePlaceDTO: Decodable {
    struct Location: Decodable {
        @Lenient var address: String?
        @Lenient var locality: String?
        @Lenient var formattedAddress: String?

        enum CodingKeys: String, CodingKey {
            case address, locality
            case formattedAddress = "formatted_address"
        }
    }

    struct Point: Decodable {
        @Lenient var latitude: Double?
        @Lenient var longitude: Double?
    }

    struct Geocodes: Decodable { @Lenient var main: Point? }

    struct Hours: Decodable {
        @Lenient var openNow: Bool?
        /// The week as text ("Mon-Fri 7:00 AM-10:00 PM; Sat-Sun ..."), for `details`.
        @Lenient var display: String?

        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case display
        }
    }

    struct Stats: Decodable {
        @Lenient var totalRatings: Int?
        enum CodingKeys: String, CodingKey { case totalRatings = "total_ratings" }
    }

    /// A category: the current API's `fsq_category_id` (24 hex digits), its name ("Coffee Shop").
    struct Category: Decodable {
        @Lenient var id: String?
        @Lenient var name: String?
        enum CodingKeys: String, CodingKey {
            case id = "fsq_category_id"
            case name
        }
    }

    @Lenient var fsqPlaceID: String?
    @Lenient var fsqID: String?
    @Lenient var name: String?
    @Lenient var topLatitude: Double?
    @Lenient var topLongitude: Double?
    @Lenient var geocodes: Geocodes?
    @Lenient var location: Location?
    @Lenient var rating: Double?
    @Lenient var price: Int?
    @Lenient var hours: Hours?
    @Lenient var stats: Stats?
    @Lenient var dateClosed: String?
    @LenientList var categories: [Category]

    enum CodingKeys: String, CodingKey {
        case fsqPlaceID = "fsq_place_id"
        case fsqID = "fsq_id"
        case topLatitude = "latitude"
        case topLongitude = "longitude"
        case name, geocodes, location, rating, price, hours, stats, categories
        case dateClosed = "date_closed"
    }

    /// The current API's id, else the v3 API's.
    var id: String? { fsqPlaceID ?? fsqID }
    /// The current API's coordinates, else the v3 API's `geocodes.main`.
    var latitude: Double? { topLatitude ?? geocodes?.main?.latitude }
    var longitude: Double? { topLongitude ?? geocodes?.main?.longitude }
}

/// The body of `GET /places/search`: `{"results": [...]}`.
struct FoursquareSearchResponse: Decodable {
    @LenientList var results: [FoursquarePlaceDTO]
}
