import Foundation

/// Saves the places a nearby search returned.
public protocol SearchNearbyCache: Sendable {
    func save(_ places: [NearbyPlace], at date: Date) async throws
}

/// Saves the details of a place.
public protocol PlaceDetailsCache: Sendable {
    func save(_ details: PlaceDetails, at date: Date) async throws
}

/// Saves reviews.
public protocol ReviewCache: Sendable {
    func save(_ reviews: [Review], at date: Date) async throws
}
