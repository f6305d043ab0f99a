import Domain
import Foundation

/// A photo from whoever named it: a Foursquare photo's reference is its image URL (fetched without any key); any
/// other reference is Google's. Each side is built on first use.
struct FetchPlacePhotoServiceRoutingComposite: FetchPlacePhotoService {
    let google: @Sendable () throws -> any FetchPlacePhotoService
    let foursquare: @Sendable () throws -> any FetchPlacePhotoService

    static func isFoursquare(_ photo: Photo) -> Bool {
        photo.reference.hasPrefix("https://") || photo.reference.hasPrefix("http://")
    }

    func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data {
        try await (Self.isFoursquare(photo) ? foursquare() : google()).fetchPlacePhoto(photo, maxWidth: maxWidth)
    }
}
