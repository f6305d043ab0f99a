import Domain
import Logging

/// The primary's details, or the cached ones when the primary cannot be reached or fails for now.
struct GetPlaceDetailsServiceWithFallbackComposite: GetPlaceDetailsService {
    let primary: any GetPlaceDetailsService
    let fallback: any GetPlaceDetailsService
    let logger: Logger

    func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        do {
            return try await primary.getPlaceDetails(placeID: placeID)
        } catch let error where FallbackPolicy.allowsFallback(after: error) {
            guard let cached = try? await fallback.getPlaceDetails(placeID: placeID) else { throw error }
            logger.warning("\(FallbackPolicy.describe(error)): answering from the cache")
            return cached
        }
    }
}
