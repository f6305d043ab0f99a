/// One place of Places API (New), every field optional: Google omits what it does not know
/// and what the field mask did not ask for.
struct NewPlaceDTO: Decodable {
    struct LocalizedText: Decodable { let text: String? }
    struct LatLng: Decodable {
        let latitude: Double?
        let longitude: Double?
    }
    struct OpeningHours: Decodable {
        @Lenient var openNow: Bool?
        @Lenient var weekdayDescriptions: [String]?
        @LenientList var periods: [Period]
        @LenientList var specialDays: [SpecialDay]
    }
    /// `{open: {day, hour, minute, date?}, close: ...}`: a week's period (`day` 0 Sunday), or a dated one.
    struct Period: Decodable {
        struct Point: Decodable {
            let day: Int?
            let hour: Int?
            let minute: Int?
            @Lenient var date: CalendarDate?
        }
        @Lenient var open: Point?
        @Lenient var close: Point?
    }
    struct SpecialDay: Decodable { @Lenient var date: CalendarDate? }
    struct CalendarDate: Decodable {
        let year: Int
        let month: Int
        let day: Int
    }
    struct TimeZoneDTO: Decodable { @Lenient var id: String? }
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
    @Lenient var regularOpeningHours: OpeningHours?
    @Lenient var timeZone: TimeZoneDTO?
    @Lenient var businessStatus: String?
    @Lenient var primaryType: String?
    @Lenient var types: [String]?
    @LenientList var photos: [PhotoDTO]
}
