import Domain
import Logging

/// `nearby --provider all`: Google's and Foursquare's answers, asked at once (`BothProviders`), merged into one
/// list (`NearbyPlacesMerging`). Each provider is asked for its own places at every rating: the minimum is judged
/// on the merged rating.
struct SearchNearbyServiceMergingComposite: SearchNearbyService {
    let google: any SearchNearbyService
    let foursquare: any SearchNearbyService
    let both: BothProviders

    init(google: any SearchNearbyService, foursquare: any SearchNearbyService, acceptsPartialAnswer: Bool, logger: Logger) {
        self.google = google
        self.foursquare = foursquare
        both = BothProviders(acceptsPartialAnswer: acceptsPartialAnswer, logger: logger)
    }

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let (google, foursquare) = (self.google, self.foursquare)
        let answers = try await both.answers(
            google: { try await google.searchNearby(query.askingOnly(.google)) },
            foursquare: { try await foursquare.searchNearby(query.askingOnly(.foursquare)) })
        return NearbySearchResult(
            places: NearbyPlacesMerging.merge(
                google: answers.google?.places ?? [], foursquare: answers.foursquare?.places ?? []),
            caps: (answers.google?.caps ?? []) + (answers.foursquare?.caps ?? []))
    }
}
