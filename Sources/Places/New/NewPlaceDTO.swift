/// One place of Places API (New), every field optional: Google omits what it does not know
/// and what the field mask did not ask for.
struct NewPlaceDTO: Decodable {
    struct LocalizedText: Decodable { let text: String? }
    struct LatLng: Decodable {
        let latitude: Double?
        let longitude: Double?
    }
    struct OpeningHours: Decodable {
        let openNow: Bool?
        let weekdayDescriptions: [String]?
    }
    struct PhotoDTO: Decodable {
        let name: String?
        let widthPx: Int?
        let heightPx: Int?
    }

    let id: String?
    let displayName: LocalizedText?
    let location: LatLng?
    let rating: Double?
    let userRatingCount: Int?
    let priceLevel: String?
    let shortFormattedAddress: String?
    let formattedAddress: String?
    let currentOpeningHours: OpeningHours?
    let businessStatus: String?
    let primaryType: String?
    let types: [String]?
    let photos: [PhotoDTO]

    enum CodingKeys: String, CodingKey {
        case id, displayName, location, rating, userRatingCount, priceLevel, shortFormattedAddress
        case formattedAddress, currentOpeningHours, businessStatus, primaryType, types, photos
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenient(String.self, forKey: .id)
        displayName = container.lenient(LocalizedText.self, forKey: .displayName)
        location = container.lenient(LatLng.self, forKey: .location)
        rating = container.lenient(Double.self, forKey: .rating)
        userRatingCount = container.lenient(Int.self, forKey: .userRatingCount)
        priceLevel = container.lenient(String.self, forKey: .priceLevel)
        shortFormattedAddress = container.lenient(String.self, forKey: .shortFormattedAddress)
        formattedAddress = container.lenient(String.self, forKey: .formattedAddress)
        currentOpeningHours = container.lenient(OpeningHours.self, forKey: .currentOpeningHours)
        businessStatus = container.lenient(String.self, forKey: .businessStatus)
        primaryType = container.lenient(String.self, forKey: .primaryType)
        types = container.lenient([String].self, forKey: .types)
        photos = container.lenientArray(PhotoDTO.self, forKey: .photos)
    }
}
