import DomainTestSupport
import Foundation
import XCTest

@testable import Domain

/// Merging matches through a grid, not all pairs: it must pair exactly as all pairs would, anywhere on Earth (the
/// poles and the antimeridian included), and stay fast and small whatever a server sends.
final class ProximityMatchingTests: XCTestCase {
    func test_merge_pairsExactlyAsComparingEveryPairWould_anywhereOnEarth() {
        var generator = SeededGenerator(seed: 20)
        let centres = [(48.8566, 2.3522), (0, 179.9995), (0, -179.9995), (89.9995, 10), (-89.9995, -40), (-33.87, 151.2)]
        for (latitude, longitude) in centres {
            for _ in 0..<20 {
                // Given two providers' places around one point, close enough that many pairs are within 60 m
                let first = Self.places("g", around: (latitude, longitude), count: 40, using: &generator)
                let second = Self.places("f", around: (latitude, longitude), count: 40, using: &generator)

                // When
                let merged = NearbyPlacesMerging.merge(first, second)

                // Then
                XCTAssertEqual(
                    Self.pairs(in: merged), Self.everyPairReference(first, second), "around \(latitude),\(longitude)")
            }
        }
    }

    func test_merge_matchesTenThousandPlacesWithTenThousandInWorkThatFollowsTheirCount() {
        // Given two answers of 10,000 places each in a 20 km square (as a hostile server could send)
        var generator = SeededGenerator(seed: 7)
        let first = Self.places("g", around: (48.8566, 2.3522), count: 10_000, spread: 0.1, using: &generator)
        let second = Self.places("f", around: (48.8566, 2.3522), count: 10_000, spread: 0.1, using: &generator)

        // When
        let merged = NearbyPlacesMerging.merge(first, second)
        let grid = ProximityGrid(second.map(\.location), meters: PlaceMatching.defaultDistance)
        let comparisons = first.reduce(0) { $0 + grid.candidates(near: $1.location).count }

        // Then the places compared are counted, not timed: a few for each place (all pairs would be 100 million,
        // minutes), and some pairs were found
        XCTAssertLessThan(comparisons, 10 * first.count)
        XCTAssertLessThan(merged.count, 20_000, "some pairs were found")
    }

    // MARK: - Helpers

    private static let names = ["Chez Marie", "Le Petit Bistro", "Sushi Bar", "Pizza Roma", "Café Central", "Tapas"]

    private static func places(
        _ prefix: String, around centre: (Double, Double), count: Int, spread: Double = 0.0012,
        using generator: inout SeededGenerator
    ) -> [NearbyPlace] {
        (0..<count).map { index in
            let latitude = min(90, max(-90, centre.0 + Double.random(in: -spread...spread, using: &generator)))
            var longitude = centre.1 + Double.random(in: -spread...spread, using: &generator)
            if longitude > 180 { longitude -= 360 }
            if longitude < -180 { longitude += 360 }
            return makeNearbyPlace(
                id: "\(prefix)\(index)", name: names[Int.random(in: 0..<names.count, using: &generator)],
                location: makeLocation(latitude, longitude))
        }
    }

    /// The pairs of a merged list, as (first id, second id).
    private static func pairs(in merged: [NearbyPlace]) -> [String] {
        merged.compactMap { place in
            guard let sources = place.sources, sources.count == 2 else { return nil }
            return sources.map(\.placeID).joined(separator: "+")
        }.sorted()
    }

    /// What merging must find: every pair within 60 m with names that agree, closest first, each place once.
    private static func everyPairReference(_ first: [NearbyPlace], _ second: [NearbyPlace]) -> [String] {
        var candidates: [(Int, Int, Double)] = []
        for (f, one) in first.enumerated() {
            for (s, other) in second.enumerated() {
                let meters = GreatCircle.meters(from: one.location, to: other.location)
                if meters <= PlaceMatching.defaultDistance, PlaceMatching.namesAgree(one.name, other.name) {
                    candidates.append((f, s, meters))
                }
            }
        }
        var (usedFirst, usedSecond, pairs) = (Set<Int>(), Set<Int>(), [String]())
        for (f, s, _) in candidates.sorted(by: { ($0.2, $0.0, $0.1) < ($1.2, $1.0, $1.1) })
        where !usedFirst.contains(f) && !usedSecond.contains(s) {
            usedFirst.insert(f)
            usedSecond.insert(s)
            pairs.append(first[f].placeID + "+" + second[s].placeID)
        }
        return pairs.sorted()
    }
}
