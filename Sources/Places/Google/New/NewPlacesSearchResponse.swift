/// The body of a Places API (New) search. An empty search is `{}`: no `places` key at all.
struct NewPlacesSearchResponse: Decodable {
    /// One place's route from the centre (`routingSummaries`, when asked: `NewPlacesRouting`).
    struct RoutingSummary: Decodable {
        struct Leg: Decodable {
            @Lenient var duration: String?
            @Lenient var distanceMeters: Int?
        }

        @LenientList var legs: [Leg]
    }

    @LenientList var places: [NewPlaceDTO]
    @Lenient var nextPageToken: String?
    @LenientList var routingSummaries: [RoutingSummary]
}
