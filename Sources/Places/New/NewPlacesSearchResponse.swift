/// The body of a Places API (New) search. An empty search is `{}`: no `places` key at all.
struct NewPlacesSearchResponse: Decodable {
    let places: [NewPlaceDTO]
    let nextPageToken: String?

    enum CodingKeys: String, CodingKey { case places, nextPageToken }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        places = container.lenientArray(NewPlaceDTO.self, forKey: .places)
        nextPageToken = container.lenient(String.self, forKey: .nextPageToken)
    }
}
