/// A legacy details `result` (`LegacyPlaceDetailsDTO`): the search fields (`LegacyPlaceDTO`) plus phone, hours,
/// website, url and reviews.
enum LegacyDetailsFields {
    struct Hours: Decodable {
        @Lenient var openNow: Bool?
        @Lenient var weekdayText: [String]?
        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case weekdayText = "weekday_text"
        }
    }
    struct ReviewDTO: Decodable {
        @Lenient var authorName: String?
        @Lenient var rating: Int?
        @Lenient var text: String?
        @Lenient var time: Double?
        @Lenient var relativeTimeDescription: String?
        enum CodingKeys: String, CodingKey {
            case authorName = "author_name"
            case rating, text, time
            case relativeTimeDescription = "relative_time_description"
        }
    }
    /// What details add to the search fields.
    struct More: Decodable {
        @Lenient var formattedPhoneNumber: String?
        @Lenient var internationalPhoneNumber: String?
        @Lenient var website: String?
        @Lenient var url: String?
        @Lenient var hours: Hours?
        @LenientList var reviews: [ReviewDTO]

        enum CodingKeys: String, CodingKey {
            case website, url, reviews
            case formattedPhoneNumber = "formatted_phone_number"
            case internationalPhoneNumber = "international_phone_number"
            case hours = "opening_hours"
        }
    }
}

typealias LegacyPlaceDetailsDTO = DetailsBody<LegacyPlaceDTO, LegacyDetailsFields.More>
