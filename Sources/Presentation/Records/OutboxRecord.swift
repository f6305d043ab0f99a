import Domain
import Foundation

/// A review in the outbox as `review outbox --format json` writes it:
/// `{id, placeID, placeName, stars, text, createdAt, state, serverSaid}`; `state` is `waiting` (to be sent by the next
/// `review sync`) or `refused` (set aside: the server's words in `serverSaid`), `serverSaid` the last failure's words.
public struct OutboxRecord: OutputRecord {
    public let review: PendingReview
    public let placeName: String?

    public init(_ review: PendingReview, placeName: String?) {
        self.review = review
        self.placeName = placeName
    }

    public var state: String { review.refusedAt == nil ? "waiting" : "refused" }

    public var fields: [(String, RecordValue)] {
        [
            ("id", .integer(Int(exactly: review.id))), ("placeID", .text(review.placeID)), ("placeName", .text(placeName)),
            ("stars", .integer(review.stars)), ("text", .text(review.text)),
            ("createdAt", .text(ISO8601.string(review.createdAt))), ("state", .text(state)),
            ("serverSaid", .text(review.lastError)),
        ]
    }
}
