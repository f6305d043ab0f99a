/// A place's details from Places API (New): the search fields (`NewPlaceDTO`) plus phones, links, hours and
/// reviews; every field optional and read leniently.
enum NewDetailsFields {
    struct Hours: Decodable {
        @Lenient var openNow: Bool?
        @Lenient var weekdayDescriptions: [String]?
    }
    struct ReviewDTO: Decodable {
        struct Text: Decodable { @Lenient var text: String? }
        struct Author: Decodable { @Lenient var displayName: String? }
        @Lenient var rating: Int?
        @Lenient var text: Text?
        @Lenient var authorAttribution: Author?
        @Lenient var publishTime: String?
        @Lenient var relativePublishTimeDescription: String?
    }
    /// What details add to the search fields.
    struct More: Decodable {
        @Lenient var nationalPhoneNumber: String?
        @Lenient var internationalPhoneNumber: String?
        @Lenient var websiteUri: String?
        @Lenient var googleMapsUri: String?
        @Lenient var currentOpeningHours: Hours?
        @LenientList var reviews: [ReviewDTO]
    }
}

typealias NewPlaceDetailsDTO = DetailsBody<NewPlaceDTO, NewDetailsFields.More>
