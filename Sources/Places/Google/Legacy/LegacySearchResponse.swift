/// A legacy search: always HTTP 200, with the outcome in the envelope's `status`.
typealias LegacySearchResponse = LegacyEnvelope<LegacySearchPage>

/// A legacy search's payload: its results and the token of the next page.
struct LegacySearchPage: Decodable {
    @LenientList var results: [LegacyPlaceDTO]
    @Lenient var nextPageToken: String?

    enum CodingKeys: String, CodingKey {
        case results
        case nextPageToken = "next_page_token"
    }
}
