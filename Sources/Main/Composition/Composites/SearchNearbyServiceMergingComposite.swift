import Domain
import Logging

/// `nearby --provider all`: every provider's answer, asked at once (`AllProviders`), merged into one list
/// (`NearbyPlacesMerging`). Each provider is asked for its own places at every rating: the minimum is judged on the
/// merged rating. Each answer is first cut to the `--limit` nearest places its provider's part of the query admits,
/// as the cache answers offline: online and offline merge the same rows from the same data, and a server that
/// sends more than it was asked for makes no more work.
struct SearchNearbyServiceMergingComposite: SearchNearbyService {
    typealias Source = ProviderSource<any SearchNearbyService>

    let sources: [Source]
    let all: AllProviders

    func searchNearby(_ query: NearbySearchQuery) async throws -> NearbySearchResult {
        let answers = try await all.answers(
            sources.map { source in
                AllProviders.Ask(name: source.provider.shortName) {
                    let asked = query.askingOnly(source.provider)
                    let answer = try await source.service.searchNearby(asked)
                    return NearbySearchResult(places: Self.nearest(answer.places, admittedBy: asked), caps: answer.caps)
                }
            })
        return NearbySearchResult(
            places: NearbyPlacesMerging.merge(answers.map { $0?.places ?? [] }),
            caps: answers.flatMap { $0?.caps ?? [] })
    }

    /// The `limit` nearest places `query` admits, nearest first (ties by id); then the places in the circle closed for
    /// business, which no answer lists but `--changes` reports as closed.
    static func nearest(_ places: [NearbyPlace], admittedBy query: NearbySearchQuery) -> [NearbyPlace] {
        let closed = places.filter {
            !$0.businessStatus.isOpenForBusiness
                && GreatCircle.meters(from: query.location, to: $0.location) <= Double(query.radius)
        }
        return query.nearestPassing(places, measure: query.metresInside).map(\.place) + closed
    }
}
