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

    @Lenient var id: String? = nil
    @Lenient var displayName: LocalizedText? = nil
    @Lenient var location: LatLng? = nil
    @Lenient var rating: Double? = nil
    @Lenient var userRatingCount: Int? = nil
    @Lenient var priceLevel: String? = nil
    @Lenient var shortFormattedAddress: String? = nil
    @Lenient var formattedAddress: String? = nil
    @Lenient var currentOpeningHours: OpeningHours? = nil
    @Lenient var regularOpeningHours: OpeningHours? = nil
    @Lenient var timeZone: TimeZoneDTO? = nil
    @Lenient var businessStatus: String? = nil
    @Lenient var primaryType: String? = nil
    @Lenient var types: [String]? = nil
    @LenientList var photos: [PhotoDTO] = []
}
