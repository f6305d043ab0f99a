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

    @Lenient var id: String?
    @Lenient var displayName: LocalizedText?
    @Lenient var location: LatLng?
    @Lenient var rating: Double?
    @Lenient var userRatingCount: Int?
    @Lenient var priceLevel: String?
    @Lenient var shortFormattedAddress: String?
    @Lenient var formattedAddress: String?
    @Lenient var currentOpeningHours: OpeningHours?
    @Lenient var businessStatus: String?
    @Lenient var primaryType: String?
    @Lenient var types: [String]?
    @LenientList var photos: [PhotoDTO]
}
