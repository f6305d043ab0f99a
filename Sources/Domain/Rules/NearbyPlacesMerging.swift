import Foundation

/// `--provider all`: one list from Google's and Foursquare's answers. The same restaurant on both (see
/// `PlaceMatching`) becomes one place with both ratings; every other place keeps its single source. Pairs are
/// made closest first, each place in at most one pair. Pure, so that it is tested pair by pair.
public enum NearbyPlacesMerging {
    public static func merge(
        google: [NearbyPlace], foursquare: [NearbyPlace], within meters: Double = PlaceMatching.defaultDistance
    ) -> [NearbyPlace] {
        let pairs = matches(google, foursquare, within: meters)
        let partnerOf = Dictionary(pairs.map { ($0.google, $0.foursquare) }, uniquingKeysWith: { first, _ in first })
        let paired = Set(pairs.map(\.foursquare))
        let fromGoogle = google.indices.map { index in
            partnerOf[index].map { merged(google[index], foursquare[$0]) } ?? google[index]
        }
        return fromGoogle + foursquare.indices.filter { !paired.contains($0) }.map { foursquare[$0] }
    }

    /// The mean of the ratings known, weighted by their counts when every rated source has one.
    public static func meanRating(_ ratings: [ProviderRating]) -> Double? {
        let rated = ratings.compactMap { rating in rating.rating.map { (value: $0, count: rating.userRatingsTotal) } }
        guard !rated.isEmpty else { return nil }
        let counts = rated.compactMap(\.count)
        let mean: Double
        if counts.count == rated.count, saturatingSum(counts) > 0 {
            let total = rated.reduce(0.0) { $0 + $1.value * Double($1.count ?? 0) }
            mean = total / counts.reduce(0.0) { $0 + Double($1) }
        } else {
            mean = rated.reduce(0.0) { $0 + $1.value } / Double(rated.count)
        }
        return (mean * 100).rounded() / 100
    }

    /// The sum, or `Int.max` past it: counts come from servers, and a hostile one must not make a sum trap.
    private static func saturatingSum(_ counts: [Int]) -> Int {
        counts.reduce(0) { sum, count in
            let (total, overflow) = sum.addingReportingOverflow(count)
            return overflow ? Int.max : total
        }
    }

    private static func matches(_ google: [NearbyPlace], _ foursquare: [NearbyPlace], within meters: Double)
        -> [(google: Int, foursquare: Int)]
    {
        var candidates: [(google: Int, foursquare: Int, meters: Double)] = []
        for (g, first) in google.enumerated() {
            for (f, second) in foursquare.enumerated() {
                let distance = GreatCircle.meters(from: first.location, to: second.location)
                guard distance <= meters, PlaceMatching.namesAgree(first.name, second.name) else { continue }
                candidates.append((g, f, distance))
            }
        }
        var (usedGoogle, usedFoursquare) = (Set<Int>(), Set<Int>())
        var pairs: [(google: Int, foursquare: Int)] = []
        for candidate in candidates.sorted(by: { ($0.meters, $0.google, $0.foursquare) < ($1.meters, $1.google, $1.foursquare) })
        where !usedGoogle.contains(candidate.google) && !usedFoursquare.contains(candidate.foursquare) {
            usedGoogle.insert(candidate.google)
            usedFoursquare.insert(candidate.foursquare)
            pairs.append((candidate.google, candidate.foursquare))
        }
        return pairs
    }

    /// Google's id, name and location (the place is Google's in the cache and favourites); what Google does not
    /// know is taken from Foursquare.
    private static func merged(_ google: NearbyPlace, _ foursquare: NearbyPlace) -> NearbyPlace {
        let sources = google.providerRatings + foursquare.providerRatings
        let counts = sources.compactMap(\.userRatingsTotal)
        let cachedAt = [google.cachedAt, foursquare.cachedAt].compactMap { $0 }.min()
        let types: [String]? =
            switch (google.types, foursquare.types) {
            case (let first?, let second?): first + second.filter { !first.contains($0) }
            default: google.types ?? foursquare.types
            }
        return NearbyPlace(
            placeID: google.placeID, name: google.name, location: google.location, rating: meanRating(sources),
            userRatingsTotal: counts.isEmpty ? nil : saturatingSum(counts), isOpen: google.isOpen ?? foursquare.isOpen,
            priceLevel: google.priceLevel ?? foursquare.priceLevel, address: google.address ?? foursquare.address,
            businessStatus: google.businessStatus == .unknown ? foursquare.businessStatus : google.businessStatus,
            photo: google.photo ?? foursquare.photo, cachedAt: cachedAt, types: types, sources: sources)
    }
}
