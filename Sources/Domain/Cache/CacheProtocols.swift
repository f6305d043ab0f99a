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

/// The places cached for nearby searches: saved as searches return them, and a whole query answered from them
/// (offline, or when the provider fails).
public typealias NearbyPlacesStore = SearchNearbyCache & SearchNearbyService

/// The details cached by place: saved as fetched, and served when the provider cannot be asked.
public typealias PlaceDetailsStore = GetPlaceDetailsService & PlaceDetailsCache

/// Answers of free-text searches (`--near TEXT`), by the text (`CacheKey.text`).
public protocol TextSearchCache: Sendable {
    /// The places cached for this text; nil when none (or unreadable).
    func places(for text: String) async throws -> [NearbyPlace]?
    func save(_ places: [NearbyPlace], for text: String, at date: Date) async throws
}

/// Routes by trip (`CacheKey.trip`) and mode; "no route" is an answer too.
public protocol RouteCache: Sendable {
    /// The cached answer for the trip; nil when never asked, expired or unreadable.
    func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> CachedRoute?
    /// Saves the answer (nil: no route).
    func save(_ route: Route?, from origin: Location, to destination: Location, mode: TravelMode) async throws
}

/// What a route cache holds for a trip.
public enum CachedRoute: Equatable, Sendable {
    case route(Route)
    case noRoute
}

/// Travel times by origin (`CacheKey.origin`), place and mode; `noRoute` is an answer too.
public protocol TravelTimeCache: Sendable {
    /// The cached answers for these places: a place missing from the result was never asked (or has expired).
    func travelTimes(from origin: Location, to placeIDs: [String], mode: TravelMode) async throws -> [String: TravelTime]
    /// Saves answers (`noRoute` too).
    func save(_ answers: [String: TravelTime], from origin: Location, mode: TravelMode) async throws
}
