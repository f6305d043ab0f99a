/// A Foursquare place as `GET /places/{id}` writes it: the search fields (`FoursquarePlaceDTO`) plus the phone,
/// the website, and the embedded `photos` and `tips` (asked in `fields`: one request).
enum FoursquareDetailsFields {
    struct PhotoDTO: Decodable {
        @Lenient var prefix: String?
        @Lenient var suffix: String?
        @Lenient var width: Int?
        @Lenient var height: Int?
    }

    struct TipDTO: Decodable {
        @Lenient var text: String?
        @Lenient var createdAt: String?

        enum CodingKeys: String, CodingKey {
            case text
            case createdAt = "created_at"
        }
    }

    /// What details add to the search fields.
    struct More: Decodable {
        @Lenient var tel: String?
        @Lenient var website: String?
        @LenientList var photos: [PhotoDTO]
        @LenientList var tips: [TipDTO]
    }
}

typealias FoursquareDetailsDTO = DetailsBody<FoursquarePlaceDTO, FoursquareDetailsFields.More>
