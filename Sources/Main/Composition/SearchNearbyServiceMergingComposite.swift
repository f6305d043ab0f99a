import Domain
import Logging

/// `--provider all`: asks Google and Foursquare at once and merges their answers (`NearbyPlacesMerging`). When one
/// fails, the other's answer stands with a warning, unless a whole answer is required (`--changes`); when both
/// fail, the more actionable error is thrown (a refusal before a passing failure; Google's when alike).
struct SearchNearbyServiceMergingComposite: SearchNearbyService {
    let google: any SearchNearbyService
    let foursquare: any SearchNearbyService
    let acceptsPartialAnswer: Bool
    let logger: Logger

    func searchNearby(_ query: NearbySearchQuery) async throws -> [NearbyPlace] {
        async let fromGoogle = Self.outcome { try await google.searchNearby(query.askingOnly(.google)) }
        async let fromFoursquare = Self.outcome { try await foursquare.searchNearby(query.askingOnly(.foursquare)) }
        switch await (fromGoogle, fromFoursquare) {
        case (.success(let google), .success(let foursquare)):
            return NearbyPlacesMerging.merge(google: google, foursquare: foursquare)
        case (.failure(let googleError), .failure(let foursquareError)):
            throw FallbackPolicy.allowsFallback(after: googleError) && !FallbackPolicy.allowsFallback(after: foursquareError)
                ? foursquareError : googleError
        case (.success(let places), .failure(let error)):
            return try partial(places, failed: error, shown: "Google's")
        case (.failure(let error), .success(let places)):
            return try partial(places, failed: error, shown: "Foursquare's")
        }
    }

    private func partial(_ places: [NearbyPlace], failed error: any Error, shown: String) throws -> [NearbyPlace] {
        guard acceptsPartialAnswer else { throw error }
        logger.warning("\(FallbackPolicy.describe(error)); showing \(shown) places only")
        return places
    }

    private static func outcome(_ body: () async throws -> [NearbyPlace]) async -> Result<[NearbyPlace], any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
