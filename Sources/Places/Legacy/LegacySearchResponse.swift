/// The envelope of a legacy search: always HTTP 200, with the outcome in `status`.
struct LegacySearchResponse: Decodable {
    let header: LegacyHeader
    let results: [LegacyPlaceDTO]
    let nextPageToken: String?

    enum CodingKeys: String, CodingKey {
        case results
        case nextPageToken = "next_page_token"
    }

    init(from decoder: any Decoder) throws {
        header = try LegacyHeader(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = container.lenientArray(LegacyPlaceDTO.self, forKey: .results)
        nextPageToken = container.lenient(String.self, forKey: .nextPageToken)
    }
}
