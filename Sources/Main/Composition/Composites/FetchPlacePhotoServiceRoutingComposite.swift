import Domain
import Foundation

/// A photo from whichever provider named it (`ownsPhoto`); a reference nobody claims goes to the first provider,
/// whose service says what is wrong with it. Only the service of the provider chosen is built.
struct FetchPlacePhotoServiceRoutingComposite: FetchPlacePhotoService {
    struct Route: Sendable {
        let owns: @Sendable (Photo) -> Bool
        let service: @Sendable () throws -> any FetchPlacePhotoService
    }

    let routes: [Route]

    func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
        guard let route = routes.first(where: { $0.owns(photo) }) ?? routes.first else {
            throw ServiceError(.invalidInput, "no provider can fetch this photo")
        }
        return try await route.service().fetchPlacePhoto(photo, maxWidth: maxWidth)
    }
}
