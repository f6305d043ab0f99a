import Domain
import DomainTestSupport
import Foundation
import XCTest

/// The contract every nearby store (in-memory, SQLite) must keep. Each store's test class calls every
/// `assert...` here from a test of its own.
protocol NearbyStoreSpecs {
    typealias Store = SearchNearbyService & SearchNearbyCache
    func makeSUT(now: @escaping @Sendable () -> Date) throws -> any Store
}

extension NearbyStoreSpecs {
    var savedAt: Date { Date(timeIntervalSince1970: 1_800_000_000) }

    func assertThatSearchOnAnEmptyStoreFindsNothing(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_000) })

        let found = try await sut.searchNearby(makeQuery(location: makeLocation(48.85, 2.35), radius: 1000)).places

        XCTAssertEqual(found, [], file: file, line: line)
    }

    func assertThatSearchFindsSavedPlacesMarkedWithTheirFetchDate(file: StaticString = #filePath, line: UInt = #line) async throws
    {
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_100) })
        let place = makeNearbyPlace(id: "a", name: "Près", location: makeLocation(48.851, 2.351), rating: 4, priceLevel: 2)
        let query = makeQuery(location: makeLocation(48.85, 2.35), radius: 1000)

        try await sut.save([place], at: savedAt)
        let found = try await sut.searchNearby(query).places

        XCTAssertEqual(found, [place.cached(at: savedAt)], file: file, line: line)
    }

    func assertThatSearchAnswersAnyCentreFromEverythingSeen(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_100) })
        let paris = makeNearbyPlace(id: "paris", location: makeLocation(48.8566, 2.3522))
        let nearParis = makeNearbyPlace(id: "near", location: makeLocation(48.8600, 2.3600))
        let london = makeNearbyPlace(id: "london", location: makeLocation(51.5007, -0.1246))
        try await sut.save([paris, nearParis], at: savedAt)
        try await sut.save([london], at: savedAt)

        let found = try await sut.searchNearby(makeQuery(location: makeLocation(48.8580, 2.3560), radius: 2000)).places

        XCTAssertEqual(Set(found.map(\.placeID)), ["paris", "near"], file: file, line: line)
    }

    func assertThatSavingAPlaceAgainReplacesIt(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_100) })
        let query = makeQuery(location: makeLocation(1, 1))
        try await sut.save(
            [makeNearbyPlace(id: "a", location: makeLocation(1, 1), rating: 3)], at: savedAt.addingTimeInterval(-50))
        try await sut.save([makeNearbyPlace(id: "a", location: makeLocation(1, 1), rating: 5)], at: savedAt)

        let found = try await sut.searchNearby(query).places

        XCTAssertEqual(found.map(\.rating), [5], file: file, line: line)
        XCTAssertEqual(found.first?.cachedAt, savedAt, file: file, line: line)
    }

    func assertThatExpiredPlacesAreNotServed(file: StaticString = #filePath, line: UInt = #line) async throws {
        let thirtyOneDays: TimeInterval = 31 * 24 * 3600
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_000 + thirtyOneDays) })
        let query = makeQuery(location: makeLocation(1, 1))
        try await sut.save([makeNearbyPlace(id: "old", location: makeLocation(1, 1))], at: savedAt)

        let found = try await sut.searchNearby(query).places

        XCTAssertEqual(found, [], file: file, line: line)
    }

    func assertThatSearchCrossesTheAntimeridian(file: StaticString = #filePath, line: UInt = #line) async throws {
        let sut = try makeSUT(now: { Date(timeIntervalSince1970: 1_800_000_100) })
        let east = makeNearbyPlace(id: "east", location: makeLocation(-16.5, 179.995))
        try await sut.save([east], at: savedAt)

        let found = try await sut.searchNearby(makeQuery(location: makeLocation(-16.5, -179.995), radius: 2000)).places

        XCTAssertEqual(found.map(\.placeID), ["east"], file: file, line: line)
    }
}
