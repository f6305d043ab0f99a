/// The envelope of a legacy search: always HTTP 200, with the outcome in `status`.
struct LegacySearchResponse: Decodable {
    let status: String?
    let errorMessage: String?
    let results: [LegacyPlaceDTO]
    let nextPageToken: String?

    enum CodingKeys: String, CodingKey {
        case status, results
        case errorMessage = "error_message"
        case nextPageToken = "next_page_token"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = container.lenient(String.self, forKey: .status)
        errorMessage = container.lenient(String.self, forKey: .errorMessage)
        results = container.lenientArray(LegacyPlaceDTO.self, forKey: .results)
        nextPageToken = container.lenient(String.self, forKey: .nextPageToken)
    }
}
