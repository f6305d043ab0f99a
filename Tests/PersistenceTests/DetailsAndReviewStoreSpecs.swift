import Domain
import DomainTestSupport
import Foundation
import XCTest

/// The contract of the details and review stores (in-memory, SQLite).
protocol DetailsAndReviewStoreSpecs {
    func makeDetailsSUT(now: @escaping @Sendable () -> Date) throws -> any GetPlaceDetailsService & PlaceDetailsCache
    func makeReviewSUT(now: @escaping @Sendable () -> Date) throws -> any GetReviewsService & ReviewCache
}

extension DetailsAndReviewStoreSpecs {
    func assertThatDetailsRoundTripAndExpire(file: StaticString = #filePath, line: UInt = #line) async throws {
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let fresh = try makeDetailsSUT(now: { saved.addingTimeInterval(60) })
        let details = makeDetails(id: "d1")

        do {
            _ = try await fresh.getPlaceDetails(placeID: "d1")
            XCTFail("expected nothing cached yet", file: file, line: line)
        } catch let error as ServiceError {
            XCTAssertEqual(error.kind, .notFound, file: file, line: line)
        }
        try await fresh.save(details, at: saved)
        let found = try await fresh.getPlaceDetails(placeID: "d1")
        XCTAssertEqual(found, details.cached(at: saved), file: file, line: line)
    }

    func assertThatReviewsRoundTripWithoutDuplicates(file: StaticString = #filePath, line: UInt = #line) async throws {
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let sut = try makeReviewSUT(now: { saved.addingTimeInterval(60) })
        let first = Review(
            placeID: "p1", authorName: "Ada", text: "Good", rating: 4, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let second = Review(
            placeID: "p2", authorName: "Ada", text: "Fine", rating: 3, createdAt: Date(timeIntervalSince1970: 1_700_100_000))

        try await sut.save([first, second], at: saved)
        try await sut.save([first], at: saved)

        let all = try await sut.getReviews(placeID: nil)
        let one = try await sut.getReviews(placeID: "p2")
        XCTAssertEqual(all, [first.cached(at: saved), second.cached(at: saved)], file: file, line: line)
        XCTAssertEqual(one, [second.cached(at: saved)], file: file, line: line)
    }

    func assertThatExpiredReviewsAreNotServed(file: StaticString = #filePath, line: UInt = #line) async throws {
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let sut = try makeReviewSUT(now: { saved.addingTimeInterval(31 * 24 * 3600) })
        try await sut.save([Review(placeID: "p", authorName: "A", text: "T", rating: 5, createdAt: nil)], at: saved)

        let found = try await sut.getReviews(placeID: nil)

        XCTAssertEqual(found, [], file: file, line: line)
    }

    func makeDetails(id: String) -> PlaceDetails {
        PlaceDetails(
            placeID: id, name: "Sacré-Cœur", address: "35 Rue", phoneNumber: "+33 1", location: makeLocation(48.88, 2.34),
            rating: 4.5, userRatingsTotal: 10, priceLevel: PriceLevel(2),
            openingHours: OpeningHours(openNow: true, weekdayText: ["Monday: 9:00\u{202F}AM\u{2009}–\u{2009}5:00\u{202F}PM"]),
            website: URL(string: "https://example.com"), mapsURL: nil, businessStatus: .operational,
            reviews: [
                Review(placeID: id, authorName: "李", text: "好", rating: 5, createdAt: nil, relativeTimeDescription: "a week ago")
            ],
            photos: [Photo(reference: "ref", width: 400, height: 300)])
    }
}
