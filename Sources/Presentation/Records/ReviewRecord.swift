import Domain
import Foundation

/// A review as `reviews --format json` writes it: `{placeID, placeName, stars, text, createdAt, pending, cachedAt}`.
public struct ReviewRecord: OutputRecord {
    public let row: ReviewViewModel

    public init(_ row: ReviewViewModel) {
        self.row = row
    }

    public var fields: [(String, RecordValue)] {
        [
            ("placeID", .text(row.placeID)), ("placeName", .text(row.placeName)), ("stars", .integer(row.stars)),
            ("text", .text(row.text)), ("createdAt", .text(row.createdAt.map(ISO8601.string))),
            ("pending", .flag(row.isPending)), ("cachedAt", .text(row.cachedAt.map(ISO8601.string))),
        ]
    }

    /// The rows as `reviews --format json` writes them.
    public static func json(_ rows: [ReviewViewModel]) throws -> Data {
        try JSONEncoder().encode(rows.map(ReviewRecord.init))
    }
}
