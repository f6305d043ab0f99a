import Foundation

/// One place of the bundled data set (`Fixtures/sandbox/places.json`), with its values as Google recorded them.
struct SandboxPlace: Decodable, Sendable {
    struct Photo: Decodable, Sendable {
        let ref: String
        let width, height: Int?
        let attributions: [String]?
    }

    struct Review: Decodable, Sendable {
        let author: String?
        let rating, time: Int?
        let text: String
        let publishTime, relativeTime, language: String?
    }

    let id: String
    let name: String?
    let lat, lng: Double
    var rating: JSONNumber?
    let userRatingsTotal, priceLevel: Int?
    let vicinity, formattedAddress: String?
    var businessStatus: String?
    let permanentlyClosed: Bool?
    var types: [String]?
    let openNow: Bool?
    let weekdayText: [String]?
    let photos: [Photo]?
    let phone, internationalPhone, website, mapsUrl: String?
    let utcOffset: Int?
    let reviews: [Review]?
    let neighbourhood: String
    let languageCode: String?
    /// OpenStreetMap's tags for it, when a test sets them (`OSMFeature` then maps it as tagged, over what it derives).
    var osmTags: [String: String]? = nil

    var allTypes: [String] { types ?? [] }
    var ratingValue: Double? { rating?.doubleValue }

    /// The first specific type, standing in for Places API (New)'s `primaryType`.
    var primaryType: String? {
        allTypes.first { !["food", "point_of_interest", "establishment", "store"].contains($0) } ?? allTypes.first
    }

    /// Popularity as Google ranks it, roughly: many good ratings first.
    var prominence: Double { (ratingValue ?? 0) * log(Double((userRatingsTotal ?? 0) + 1)) }
}

/// A JSON number that keeps whether it was written as an integer (Google's ratings are sometimes `4`, sometimes `4.5`).
enum JSONNumber: Decodable, Sendable {
    case integer(Int)
    case double(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else {
            self = .double(try container.decode(Double.self))
        }
    }

    var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        }
    }

    /// The value for `JSONSerialization`, as it was recorded.
    var jsonValue: Any {
        switch self {
        case .integer(let value): return value
        case .double(let value): return value
        }
    }
}
