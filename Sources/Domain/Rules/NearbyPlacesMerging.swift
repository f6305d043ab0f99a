import Foundation

/// `--provider all`: one list from every provider's answer. The same restaurant from two providers (see
/// `PlaceMatching`) becomes one place with both ratings; every other place keeps its single source. Answers are
/// merged in the order given, each into the list so far: pairs are made closest first, each place in at most one
/// pair. Pure, so that it is tested pair by pair.
public enum NearbyPlacesMerging {
    public static func merge(_ answers: [[NearbyPlace]], within meters: Double = PlaceMatching.defaultDistance)
        -> [NearbyPlace]
    {
        answers.dropFirst().reduce(answers.first ?? []) { merged, next in merge(merged, next, within: meters) }
    }

    /// The first list, each place with its match in the second merged in, then the second's unmatched places.
    public static func merge(
        _ first: [NearbyPlace], _ second: [NearbyPlace], within meters: Double = PlaceMatching.defaultDistance
    ) -> [NearbyPlace] {
        let pairs = matches(first, second, within: meters)
        let partnerOf = Dictionary(pairs.map { ($0.first, $0.second) }, uniquingKeysWith: { first, _ in first })
        let paired = Set(pairs.map(\.second))
        let fromFirst = first.indices.map { index in
            partnerOf[index].map { merged(first[index], second[$0]) } ?? first[index]
        }
        return fromFirst + second.indices.filter { !paired.contains($0) }.map { second[$0] }
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

    /// The pairs within `meters` whose names agree, closest first, each place in at most one: candidates come from a
    /// `ProximityGrid` of the second list and each name is folded once, so the cost follows the sizes, not their
    /// product.
    private static func matches(_ first: [NearbyPlace], _ second: [NearbyPlace], within meters: Double)
        -> [(first: Int, second: Int)]
    {
        let grid = ProximityGrid(second.map(\.location), meters: meters)
        let secondNames = second.map { PlaceMatching.NameKey($0.name) }
        var candidates: [(first: Int, second: Int, meters: Double)] = []
        for (f, one) in first.enumerated() {
            var oneName: PlaceMatching.NameKey?
            for s in grid.candidates(near: one.location) {
                let distance = GreatCircle.meters(from: one.location, to: second[s].location)
                guard distance <= meters else { continue }
                let name = oneName ?? PlaceMatching.NameKey(one.name)
                oneName = name
                guard name.agrees(with: secondNames[s]) else { continue }
                candidates.append((f, s, distance))
            }
        }
        var (usedFirst, usedSecond) = (Set<Int>(), Set<Int>())
        var pairs: [(first: Int, second: Int)] = []
        for candidate in candidates.sorted(by: { ($0.meters, $0.first, $0.second) < ($1.meters, $1.first, $1.second) })
        where !usedFirst.contains(candidate.first) && !usedSecond.contains(candidate.second) {
            usedFirst.insert(candidate.first)
            usedSecond.insert(candidate.second)
            pairs.append((candidate.first, candidate.second))
        }
        return pairs
    }

    private static func attributes(_ first: PlaceAttributes?, _ second: PlaceAttributes?) -> PlaceAttributes? {
        guard let first else { return second }
        return second.map(first.merging) ?? first
    }

    /// The first place's id, name and location (a merged place is the first provider's in the cache and
    /// favourites); what the first does not know is taken from the second.
    private static func merged(_ first: NearbyPlace, _ second: NearbyPlace) -> NearbyPlace {
        let sources = first.providerRatings + second.providerRatings
        let counts = sources.compactMap(\.userRatingsTotal)
        let cachedAt = [first.cachedAt, second.cachedAt].compactMap { $0 }.min()
        let types: [String]? =
            switch (first.types, second.types) {
            case (let one?, let other?): one + other.filter { !one.contains($0) }
            default: first.types ?? second.types
            }
        return NearbyPlace(
            placeID: first.placeID, name: first.name, location: first.location, rating: meanRating(sources),
            userRatingsTotal: counts.isEmpty ? nil : saturatingSum(counts), isOpen: first.isOpen ?? second.isOpen,
            priceLevel: first.priceLevel ?? second.priceLevel, address: first.address ?? second.address,
            businessStatus: first.businessStatus == .unknown ? second.businessStatus : first.businessStatus,
            photo: first.photo ?? second.photo, cachedAt: cachedAt, types: types, sources: sources,
            category: first.category ?? second.category, attributes: attributes(first.attributes, second.attributes),
            travel: first.travel ?? second.travel, detourSeconds: first.detourSeconds ?? second.detourSeconds)
    }
}
