import Domain
import Foundation

/// The orders behind `NearbySortOrder`, each total so that output order is stable. Keys are computed once
/// per place (folding a name for comparison is not cheap), then compared.
enum NearbyPlacesOrdering {
    typealias Candidate = (place: NearbyPlace, meters: Double)

    static func sorted(_ candidates: [Candidate], by order: NearbySortOrder) -> [Candidate] {
        // Only a name order folds every name up front; nearest first folds the names of places at the same
        // distance only, when they meet (folding loads ICU's tables: megabytes, for a tie that rarely happens).
        let keyed = candidates.map { candidate in
            (candidate: candidate, name: order == .name ? sortKey(candidate.place.name) : "")
        }
        return keyed.sorted { lhs, rhs in
            let (a, b) = (lhs.candidate, rhs.candidate)
            switch order {
            case .distance:
                if a.meters != b.meters { return a.meters < b.meters }
                let (nameA, nameB) = (sortKey(a.place.name), sortKey(b.place.name))
                if nameA != nameB { return nameA < nameB }
            case .rating:
                let (ratingA, ratingB) = (a.place.rating ?? -1, b.place.rating ?? -1)
                if ratingA != ratingB { return ratingA > ratingB }
                let (countA, countB) = (a.place.userRatingsTotal ?? 0, b.place.userRatingsTotal ?? 0)
                if countA != countB { return countA > countB }
                if a.meters != b.meters { return a.meters < b.meters }
            case .name:
                if lhs.name != rhs.name { return lhs.name < rhs.name }
                if a.meters != b.meters { return a.meters < b.meters }
            case .travel:
                let (secondsA, secondsB) = (a.place.travel?.seconds ?? .max, b.place.travel?.seconds ?? .max)
                if secondsA != secondsB { return secondsA < secondsB }
                if a.meters != b.meters { return a.meters < b.meters }
            }
            return a.place.placeID < b.place.placeID
        }.map(\.candidate)
    }

    static func sortKey(_ name: String) -> String {
        NameSortKey.of(name)
    }
}
