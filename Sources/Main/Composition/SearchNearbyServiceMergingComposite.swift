import Domain
import Logging

/// `nearby --provider all`: every provider's answer, asked at once (`AllProviders`), merged into one list
/// (`NearbyPlacesMerging`). Each provider is asked for its own places at every rating: the minimum is judged on the
/// merged rating.
struct SearchNearbyServiceMergingComposite: SearchNearbyService {
    struct Source: Sendable {
        let provider: PlacesProvider
        let name: String
        let service: any SearchNearbyService
    }

    let sources: [Source]
    let all: AllProviders

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let answers = try await all.answers(
            sources.map { source in
                AllProviders.Ask(name: source.name) { try await source.service.searchNearby(query.askingOnly(source.provider)) }
            })
        return NearbySearchResult(
            places: NearbyPlacesMerging.merge(answers.map { $0?.places ?? [] }),
            caps: answers.flatMap { $0?.caps ?? [] })
    }
}
