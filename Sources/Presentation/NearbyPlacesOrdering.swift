import Domain
import Foundation

/// The comparisons behind `NearbySortOrder`, each total so that output order is stable.
enum NearbyPlacesOrdering {
    typealias Candidate = (place: NearbyPlace, meters: Double)

    static func isOrderedBefore(_ lhs: Candidate, _ rhs: Candidate, by order: NearbySortOrder) -> Bool {
        switch order {
        case .distance:
            return lexicographic(
                compare(lhs.meters, rhs.meters), compare(sortKey(lhs.place.name), sortKey(rhs.place.name)),
                compare(lhs.place.placeID, rhs.place.placeID))
        case .rating:
            return lexicographic(
                compare(rhs.place.rating ?? -1, lhs.place.rating ?? -1),
                compare(rhs.place.userRatingsTotal ?? 0, lhs.place.userRatingsTotal ?? 0),
                compare(lhs.meters, rhs.meters), compare(lhs.place.placeID, rhs.place.placeID))
        case .name:
            return lexicographic(
                compare(sortKey(lhs.place.name), sortKey(rhs.place.name)), compare(lhs.meters, rhs.meters),
                compare(lhs.place.placeID, rhs.place.placeID))
        }
    }

    /// Case- and accent-insensitive, locale-independent.
    static func sortKey(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func compare<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : (lhs > rhs ? .orderedDescending : .orderedSame)
    }

    private static func lexicographic(_ results: ComparisonResult...) -> Bool {
        results.first { $0 != .orderedSame } == .orderedAscending
    }
}
