import Domain
import Foundation
import Synchronization

/// Records what is saved into a cache, or fails every save.
public final class CacheSpy: SearchNearbyCache, PlaceDetailsCache, ReviewCache {
    public enum Message: Equatable, Sendable {
        case savedPlaces([NearbyPlace], Date)
        case savedDetails(PlaceDetails, Date)
        case savedReviews([Review], Date)
    }

    private let messages = Mutex<[Message]>([])
    private let failure: ServiceError?

    public init(failingWith failure: ServiceError? = nil) {
        self.failure = failure
    }

    public var received: [Message] { messages.withLock { $0 } }

    public func save(_ places: [NearbyPlace], at date: Date) async throws {
        try record(.savedPlaces(places, date))
    }

    public func save(_ details: PlaceDetails, at date: Date) async throws {
        try record(.savedDetails(details, date))
    }

    public func save(_ reviews: [Review], at date: Date) async throws {
        try record(.savedReviews(reviews, date))
    }

    private func record(_ message: Message) throws {
        if let failure { throw failure }
        messages.withLock { $0.append(message) }
    }
}

/// Answers details and reviews with fixed results, counting calls.
public final class DetailsAndReviewsStub: GetPlaceDetailsService, GetReviewsService {
    private let details: Result<PlaceDetails, ServiceError>
    private let reviews: Result<[Review], ServiceError>
    private let calls = Mutex(0)

    public init(details: Result<PlaceDetails, ServiceError>, reviews: Result<[Review], ServiceError>) {
        self.details = details
        self.reviews = reviews
    }

    public var callCount: Int { calls.withLock { $0 } }

    public func getPlaceDetails(placeID: String) async throws -> PlaceDetails {
        calls.withLock { $0 += 1 }
        return try details.get()
    }

    public func getReviews(placeID: String?) async throws -> [Review] {
        calls.withLock { $0 += 1 }
        return try reviews.get()
    }
}

public func makePlaceDetails(id: String = "place-1", name: String = "A place") -> PlaceDetails {
    PlaceDetails(
        placeID: id, name: name, address: nil, phoneNumber: nil, location: nil, rating: nil, userRatingsTotal: nil,
        priceLevel: nil, openingHours: nil, website: nil, mapsURL: nil, businessStatus: .operational, reviews: [], photos: [])
}
