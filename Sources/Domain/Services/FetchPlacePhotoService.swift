import Foundation

/// Downloads the bytes of a place photo.
public protocol FetchPlacePhotoService: Sendable {
    func fetchPlacePhoto(_ photo: Photo, maxWidth: Int) async throws -> Data
}
