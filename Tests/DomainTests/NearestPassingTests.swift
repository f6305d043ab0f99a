import Domain
import DomainTestSupport
import XCTest

/// "The `limit` nearest places that pass", the one selection the merging, the travel times asked, the rows shown and
/// the rows along a route make.
final class NearestPassingTests: XCTestCase {
    func test_nearestPassing_keepsTheLimitLeastThatPass_eachOnce_tiesById() {
        // Given places at 3, 1, 2, 1 and 4 units, one of them rated below the minimum, one listed twice
        let query = makeQuery(minimumRating: 4, limit: 3)
        let places = [
            place("c", at: 3), place("b", at: 1), place("low", at: 0, rating: 3), place("a", at: 1), place("b", at: 1),
            place("d", at: 4),
        ]

        // When
        let chosen = query.nearestPassing(places) { Double($0.name) }

        // Then
        XCTAssertEqual(chosen.map(\.place.placeID), ["a", "b", "c"])
        XCTAssertEqual(chosen.map(\.measure), [1, 1, 3])
    }

    func test_nearestPassing_leavesOutWhatIsOutOfReach_andTakesTheLimitGiven() {
        // Given
        let query = makeQuery(limit: 1)
        let places = [place("far", at: 9), place("near", at: 2), place("nearer", at: 1)]

        // When
        let chosen = query.nearestPassing(places, limit: 5) { $0.placeID == "far" ? nil : Double($0.name) }

        // Then
        XCTAssertEqual(chosen.map(\.place.placeID), ["nearer", "near"])
        XCTAssertEqual(query.nearestPassing(places, limit: 0) { Double($0.name) }.count, 0)
    }

    func test_metresInside_isTheDistanceInTheCircleAndNilOutsideIt() {
        // Given a 1 km circle at the equator
        let query = makeQuery(location: makeLocation(0, 0), radius: 1000)

        // When
        let inside = query.metresInside(makeNearbyPlace(location: makeLocation(0, 0.005)))
        let outside = query.metresInside(makeNearbyPlace(location: makeLocation(0, 0.01)))

        // Then (0.005° of longitude at the equator: 556 m)
        XCTAssertEqual(inside ?? 0, 556, accuracy: 1)
        XCTAssertNil(outside)
    }

    // MARK: - Helpers

    /// A place whose name is how near it is.
    private func place(_ id: String, at measure: Int, rating: Double = 4.5) -> NearbyPlace {
        makeNearbyPlace(id: id, name: String(measure), rating: rating)
    }
}
