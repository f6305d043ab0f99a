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

    let placeID: String?
    let name: String?
    let geometry: Geometry?
    let rating: Double?
    let userRatingsTotal: Int?
    let priceLevel: Int?
    let vicinity: String?
    let formattedAddress: String?
    let openingHours: OpeningHours?
    let businessStatus: String?
    let permanentlyClosed: Bool?
    let types: [String]?
    let photos: [PhotoDTO]

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

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placeID = container.lenient(String.self, forKey: .placeID)
        name = container.lenient(String.self, forKey: .name)
        geometry = container.lenient(Geometry.self, forKey: .geometry)
        rating = container.lenient(Double.self, forKey: .rating)
        userRatingsTotal = container.lenient(Int.self, forKey: .userRatingsTotal)
        priceLevel = container.lenient(Int.self, forKey: .priceLevel)
        vicinity = container.lenient(String.self, forKey: .vicinity)
        formattedAddress = container.lenient(String.self, forKey: .formattedAddress)
        openingHours = container.lenient(OpeningHours.self, forKey: .openingHours)
        businessStatus = container.lenient(String.self, forKey: .businessStatus)
        permanentlyClosed = container.lenient(Bool.self, forKey: .permanentlyClosed)
        types = container.lenient([String].self, forKey: .types)
        photos = container.lenientArray(PhotoDTO.self, forKey: .photos)
    }
}
