import Domain
import Foundation
import Persistence
import Synchronization

/// Reviews kept for the life of the process (contract-test reference, fallback when no cache opens).
public final class InMemoryReviewStore: GetReviewsService, ReviewCache {
    private struct Key: Hashable {
        let placeID: String
        let authorName: String
        let text: String
        let createdAt: Date?
    }

    private let reviews = Mutex<[(key: Key, review: Review, fetchedAt: Date)]>([])
    private let policy: CachePolicy

    public init(policy: CachePolicy = CachePolicy()) {
        self.policy = policy
    }

    public func save(_ newReviews: [Review], at date: Date) async throws {
        reviews.withLock { reviews in
            for review in newReviews {
                let key = Key(
                    placeID: review.placeID, authorName: review.authorName, text: review.text, createdAt: review.createdAt)
                reviews.removeAll { $0.key == key }
                reviews.append((key, review, date))
            }
        }
    }

    public func getReviews(placeID: String?) async throws -> [Review] {
        let cutoff = policy.cutoff
        return reviews.withLock { reviews in
            reviews.filter { $0.fetchedAt >= cutoff && (placeID == nil || $0.review.placeID == placeID) }
                .sorted { ($0.review.createdAt ?? .distantPast) < ($1.review.createdAt ?? .distantPast) }
                .map { $0.review.cached(at: $0.fetchedAt) }
        }
    }
}
