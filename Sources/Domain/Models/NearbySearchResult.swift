/// What a nearby search returned, and where it stopped short of everything the providers had.
///
/// Every provider is asked nearest first, so a search that stops early (a provider's cap, the request budget) has
/// still read every place it could admit up to some distance from the centre: `SearchCap.completeWithin`. An answer
/// is known to be whole when no cap bit, or when the `limit` nearest places that qualify all lie within that
/// distance (`mayBeIncomplete`).
public struct NearbySearchResult: Equatable, Sendable {
    public let places: [NearbyPlace]
    /// The caps that stopped a provider before it ran out of places; empty when nothing was left unread.
    public let caps: [SearchCap]

    public init(places: [NearbyPlace], caps: [SearchCap] = []) {
        self.places = places
        self.caps = caps
    }

    /// The distance (metres) within which every place the query admits was read; infinite when no cap bit.
    public var completeWithin: Double {
        caps.map(\.completeWithin).min() ?? .infinity
    }

    /// Whether a qualifying place may be missing from the `limit` nearest ones listed: a cap bit inside the radius,
    /// and fewer than `limit` of the listed places lie where the answer is known to be whole.
    /// - Parameter listedMeters: the distances of the places listed (those the query admits, at most `limit`).
    public func mayBeIncomplete(listedMeters: [Double], query: NearbySearchQuery) -> Bool {
        let whole = completeWithin
        guard whole < Double(query.radius) else { return false }
        return listedMeters.filter { $0 <= whole }.count < query.limit
    }
}

/// A provider's cap that stopped a search, for the one line that says the answer may be incomplete.
public struct SearchCap: Equatable, Sendable {
    /// What capped it, as a sentence part: "Google's Nearby Search gives at most 20 places".
    public let description: String
    /// What would let the next search read further (a front end words them: "a smaller --radius").
    public let remedies: [Remedy]
    /// Every place the query admits within this distance of the centre (metres) was read; 0 when the server does
    /// not rank by distance.
    public let completeWithin: Double

    public init(description: String, remedies: [Remedy], completeWithin: Double) {
        self.description = description
        self.remedies = remedies
        self.completeWithin = completeWithin
    }
}

extension SearchCap {
    /// What the next search could ask instead, to read further.
    public enum Remedy: Hashable, Sendable {
        /// A smaller circle.
        case smallerRadius
        /// More places than `above`, which this provider reads another way (up to `upTo`, by `how`).
        case largerLimit(above: Int, upTo: Int, how: String)
        /// Another API of the same provider, which filters on its server what this one cannot (`why`).
        case otherAPI(PlacesAPI, why: String)
    }
}
