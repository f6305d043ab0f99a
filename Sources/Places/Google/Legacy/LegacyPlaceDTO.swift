/// One result of a legacy search, every field optional (real bodies omit almost any of them).
struct LegacyPlaceDTO: Decodable {
    struct Geometry: Decodable {
        struct LatLng: Decodable {
            let lat: Double?
            let lng: Double?
        }
        let location: LatLng?
    }
    struct OpeningHours: Decodable {
        let openNow: Bool?
        enum CodingKeys: String, CodingKey { case openNow = "open_now" }
    }
    struct PhotoDTO: Decodable {
        let photoReference: String?
        let width: Int?
        let height: Int?
        enum CodingKeys: String, CodingKey {
            case photoReference = "photo_reference"
            case width, height
        }
    }

    @Lenient var placeID: String?
    @Lenient var name: String?
    @Lenient var geometry: Geometry?
    @Lenient var rating: Double?
    @Lenient var userRatingsTotal: Int?
    @Lenient var priceLevel: Int?
    @Lenient var vicinity: String?
    @Lenient var formattedAddress: String?
    @Lenient var openingHours: OpeningHours?
    @Lenient var businessStatus: String?
    @Lenient var permanentlyClosed: Bool?
    @Lenient var types: [String]?
    @LenientList var photos: [PhotoDTO]

    enum CodingKeys: String, CodingKey {
        case placeID = "place_id"
        case name, geometry, rating, vicinity, types, photos
        case userRatingsTotal = "user_ratings_total"
        case priceLevel = "price_level"
        case formattedAddress = "formatted_address"
        case openingHours = "opening_hours"
        case businessStatus = "business_status"
        case permanentlyClosed = "permanently_closed"
    }
}
