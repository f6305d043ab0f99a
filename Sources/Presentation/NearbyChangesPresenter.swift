import Domain
import Foundation

/// One difference between two runs of a nearby query: the place's row (as listed now, or as listed before when it
/// is gone or closed) and what changed.
public struct NearbyChangeRow: Equatable, Sendable {
    public let row: NearbyPlaceViewModel
    public let change: NearbyChange

}

/// Compares the answer of a nearby query with the one recorded at its previous run. "Listed" means what the
/// presenter shows (radius, minimum rating, business status, order and limit); a place listed only one of the two
/// times is new, gone, closed or reopened; one listed both times whose rating moved by 0.1 or more is a rating
/// change. The changes come in the order of the listing: what is listed now, then what was listed before.
public struct NearbyChangesPresenter: Sendable {
    /// The smallest rating difference worth telling (ratings have one decimal).
    public static let ratingStep = 0.1

    private let presenter: NearbyPlacesPresenter
    private let distance: NearbyPlacesPresenter.DistanceSolver

    /// - Parameter hours: the clock and zone the rows' OPEN text is judged on: the one the search's filters used.
    public init(
        distance: @escaping NearbyPlacesPresenter.DistanceSolver, providers: PlacesProviderCatalog, hours: OpeningHoursText
    ) {
        presenter = NearbyPlacesPresenter(distance: distance, providers: providers, hours: hours)
        self.distance = distance
    }

    /// The answer to compare and record: the places found, and each place recorded before that lies beyond the
    /// distance up to which the search read everything (a provider's cap stopped it) and was not seen this time,
    /// taken as it was. A place a cap hid is neither reported gone nor forgotten; one inside that distance that is
    /// missing is really gone.
    public func answer(_ result: NearbySearchResult, previous: [NearbyPlace]?, query: NearbySearchQuery) -> [NearbyPlace] {
        guard let previous else { return result.places }
        let whole = result.completeWithin
        let seen = Set(result.places.map(\.placeID))
        return result.places
            + previous.filter { !seen.contains($0.placeID) && distance(query.location, $0.location) > whole }
    }

    /// The places to record for the next run: every place in range, whatever its rating and status, so that a
    /// place that closes, or drops below the minimum rating, is recognised next time.
    public func baseline(of places: [NearbyPlace], query: NearbySearchQuery) -> [NearbyPlace] {
        var seen = Set<String>()
        return places.filter { place in
            seen.insert(place.placeID).inserted && distance(query.location, place.location) <= Double(query.radius)
        }
    }

    public func changes(from previous: [NearbyPlace], to current: [NearbyPlace], query: NearbySearchQuery)
        -> [NearbyChangeRow]
    {
        let currentByID = Dictionary(current.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })
        // Travel times are never a change: a recorded place is judged by this run's time to it (`--max-travel`,
        // `--sort travel`), so that only the places themselves can differ.
        let judged = previous.map { place in currentByID[place.placeID]?.travel.map { place.travelling($0) } ?? place }
        let before = presenter.rows(for: judged, query: query)
        let now = presenter.rows(for: current, query: query)
        let beforeByID = Dictionary(before.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })
        let nowIDs = Set(now.map(\.placeID))
        let previousByID = Dictionary(previous.map { ($0.placeID, $0) }, uniquingKeysWith: { first, _ in first })

        let listedNow = now.compactMap { row -> NearbyChangeRow? in
            guard let earlier = beforeByID[row.placeID] else {
                let wasClosed = previousByID[row.placeID].map { !$0.businessStatus.isOpenForBusiness } ?? false
                return NearbyChangeRow(row: row, change: wasClosed ? .reopened : .new)
            }
            guard let rating = row.rating, let previousRating = earlier.rating,
                abs(rating - previousRating) >= Self.ratingStep - 1e-9
            else { return nil }
            return NearbyChangeRow(row: row, change: .rating(previous: previousRating))
        }
        let listedBefore = before.filter { !nowIDs.contains($0.placeID) }.map { row in
            let closed = currentByID[row.placeID].map { !$0.businessStatus.isOpenForBusiness } ?? false
            return NearbyChangeRow(row: row, change: closed ? .closed : .gone)
        }
        return listedNow + listedBefore
    }
}
