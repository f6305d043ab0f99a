import Domain
import XCTest

@testable import Places

/// How far a nearest-first search reads, and when it reports a cap.
final class NearestFirstPagesTests: XCTestCase {
    func test_read_stopsWithoutACapWhenTheServerHasNoMore() async throws {
        // Given a last page
        let sut = makeSUT(maxPages: 3)

        // When
        let result = try await sut.read(query(limit: 20)) { _ in
            NearestFirstPage<Int>(places: self.places(north: [10, 20]), sent: 2, next: nil)
        }

        // Then
        XCTAssertEqual(result.places.count, 2)
        XCTAssertEqual(result.caps, [])
    }

    func test_read_reportsTheCapWhenTheServersTotalCameWithoutANextPage() async throws {
        // Given Nearby Search's 20, all within 400 m
        let sut = makeSUT(maxPages: 1, serverCap: 20)

        // When
        let result = try await sut.read(query(limit: 20)) { _ in
            NearestFirstPage<Int>(places: self.places(north: (1...20).map { Double($0 * 20) }), sent: 20, next: nil)
        }

        // Then
        XCTAssertEqual(result.caps.count, 1)
        XCTAssertEqual(try XCTUnwrap(result.caps.first?.completeWithin), 400, accuracy: 0.5)
    }

    func test_read_countsTowardsTheServersCapWhatItSentNotWhatWasKept() async throws {
        // Given Nearby Search's 20, of which 15 were bars dropped as not restaurants
        let sut = makeSUT(maxPages: 1, serverCap: 20)

        // When
        let result = try await sut.read(query(limit: 20)) { _ in
            NearestFirstPage<Int>(places: self.places(north: [20, 40, 60, 80, 100]), sent: 20, next: nil)
        }

        // Then: the server stopped at its cap; more restaurants may lie beyond what it sent
        XCTAssertEqual(result.caps.count, 1)
        XCTAssertTrue(result.mayBeIncomplete(listedMeters: [20, 40, 60, 80, 100], query: query(limit: 20)))
    }

    func test_read_stopsOnceAPagePassesTheRadiusWithoutACap() async throws {
        // Given a page whose last place lies beyond the 1,500 m circle, and a next page
        let sut = makeSUT(maxPages: 3)
        var pagesAsked = 0

        // When
        let result = try await sut.read(query(limit: 20)) { _ in
            pagesAsked += 1
            return NearestFirstPage(places: self.places(north: [100, 1_600]), sent: 2, next: 1)
        }

        // Then: nothing nearer can come on a later page
        XCTAssertEqual(pagesAsked, 1)
        XCTAssertEqual(result.caps, [])
    }

    func test_read_goesOnWhenOnlyAPlaceBeforeThePagesEndLiesPastTheRadius() async throws {
        // Given a page slightly out of order: a place past the radius, then one inside it
        let sut = makeSUT(maxPages: 2)
        var pagesAsked = 0

        // When
        _ = try await sut.read(query(limit: 20)) { cursor in
            pagesAsked += 1
            return NearestFirstPage(places: self.places(north: [1_600, 900]), sent: 2, next: (cursor ?? 0) + 1)
        }

        // Then
        XCTAssertEqual(pagesAsked, 2)
    }

    func test_read_stopsAsSoonAsTheLimitIsAdmittedInTheCircle() async throws {
        // Given pages of two places each, the limit 3 of them
        let sut = makeSUT(maxPages: 3)
        var pagesAsked = 0

        // When
        let result = try await sut.read(query(limit: 3)) { cursor in
            pagesAsked += 1
            let start = Double((cursor ?? 0) * 2 + 1) * 10
            return NearestFirstPage(places: self.places(north: [start, start + 10]), sent: 2, next: (cursor ?? 0) + 1)
        }

        // Then
        XCTAssertEqual(pagesAsked, 2)
        XCTAssertFalse(result.mayBeIncomplete(listedMeters: [10, 20, 30], query: query(limit: 3)))
    }

    func test_read_reportsTheBudgetWhenTheLastPageAllowedStillHasANextOne() async throws {
        // Given pages that always have more, none qualifying (rated below the minimum)
        let sut = makeSUT(maxPages: 3)
        var pagesAsked = 0

        // When
        let result = try await sut.read(query(limit: 20, stars: 4.5)) { cursor in
            pagesAsked += 1
            let start = Double((cursor ?? 0) * 2 + 1) * 10
            return NearestFirstPage(places: self.places(north: [start, start + 10], rating: 3), sent: 2, next: (cursor ?? 0) + 1)
        }

        // Then
        XCTAssertEqual(pagesAsked, 3)
        XCTAssertEqual(try XCTUnwrap(result.caps.first?.completeWithin), 60, accuracy: 0.5)
        XCTAssertTrue(result.mayBeIncomplete(listedMeters: [], query: query(limit: 20, stars: 4.5)))
    }

    func test_read_keepsWhatItHasAndReportsTheCapWhenAPageCannotBeRead() async throws {
        // Given a first page with a next one that never becomes readable
        let sut = makeSUT(maxPages: 3)

        // When
        let result = try await sut.read(query(limit: 20)) { cursor in
            cursor == nil ? NearestFirstPage(places: self.places(north: [10]), sent: 2, next: 1) : nil
        }

        // Then
        XCTAssertEqual(result.places.count, 1)
        XCTAssertEqual(result.caps.count, 1)
    }

    // MARK: - Helpers

    private func makeSUT(maxPages: Int, serverCap: Int? = nil) -> NearestFirstPages<Int> {
        NearestFirstPages(maxPages: maxPages, serverCap: serverCap) {
            SearchCap(description: "the cap", remedies: [.smallerRadius], completeWithin: $0)
        }
    }

    private func query(limit: Int, stars: Double = 0) -> NearbySearchQuery {
        NearbySearchQuery(location: centre, radius: 1500, minimumRating: stars, limit: limit)
    }

    private let centre = Location(latitude: 45.0, longitude: 9.0) ?? Location(latitude: 0, longitude: 0)!

    private func places(north meters: [Double], rating: Double = 4) -> [NearbyPlace] {
        meters.map { north in
            NearbyPlace(
                placeID: "ChIJ\(Int(north))", name: "Place \(Int(north))",
                location: Location(latitude: 45.0 + north / 111_195.08, longitude: 9.0) ?? centre, rating: rating,
                businessStatus: .operational)
        }
    }
}
