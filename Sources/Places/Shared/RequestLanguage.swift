import Domain
import Foundation

/// The reader's language and region as each service takes them (`Conventions`, set by the front end): none when the
/// reader's locale names no language (C, POSIX), and then nothing is sent.
enum RequestLanguage {
    /// The BCP 47 tag (`pt-BR`).
    static var tag: String? { Conventions.inUse.language }

    /// The primary language subtag (`pt`): what Foursquare's `Accept-Language` and Nominatim's `accept-language` read.
    static var primary: String? { tag.flatMap { $0.split(separator: "-").first.map(String.init) } }

    /// The CLDR region (`US`).
    static var region: String? { Conventions.inUse.region }

    /// Places API (New)'s `languageCode` and `regionCode` members of a request body.
    static var googleFields: [(String, JSONValue?)] {
        [("languageCode", tag.map { .text($0) }), ("regionCode", region.map { .text($0) })]
    }

    /// Places API (New)'s `languageCode` and `regionCode` as query items (`GET` of a place).
    static var googleQuery: [URLQueryItem] {
        [tag.map { URLQueryItem(name: "languageCode", value: $0) }, region.map { URLQueryItem(name: "regionCode", value: $0) }]
            .compactMap { $0 }
    }

    /// The legacy API's `language` (every request) and, where the endpoint has it, `region` (lower case, as a ccTLD).
    static func legacyQuery(region withRegion: Bool) -> [URLQueryItem] {
        [
            tag.map { URLQueryItem(name: "language", value: $0) },
            withRegion ? region.map { URLQueryItem(name: "region", value: $0.lowercased()) } : nil,
        ].compactMap { $0 }
    }

    /// `Accept-Language` of the primary subtag, for a service that reads the header (Foursquare).
    static var acceptLanguage: [String: String] {
        primary.map { ["Accept-Language": $0] } ?? [:]
    }
}
