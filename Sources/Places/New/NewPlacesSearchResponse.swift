/// The body of a Places API (New) search. An empty search is `{}`: no `places` key at all.
struct NewPlacesSearchResponse: Decodable {
    @LenientList var places: [NewPlaceDTO]
    @Lenient var nextPageToken: String?
}
