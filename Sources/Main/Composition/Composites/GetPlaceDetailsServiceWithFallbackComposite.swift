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
        } catch {
            return try await FallbackPolicy.answer(
                after: error, from: { try await fallback.getPlaceDetails(placeID: placeID) }, isEmpty: { _ in false },
                logger: logger)
        }
    }
}
