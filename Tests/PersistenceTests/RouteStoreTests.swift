import Domain
import Foundation
import GRDB
import Persistence
import XCTest

/// Routes cached by trip and mode for seven days, "no route" too; a row that does not read back is a miss.
final class RouteStoreTests: XCTestCase {
    func test_route_returnsWhatWasSavedForTheSameTripAndModeWithinSevenDays() throws {
        // Given a route and a trip with none, saved
        let (sut, clock, _) = try makeSUT()
        let route = makeRoute()
        try sut.save(route, from: point(47.3220), to: point(47.3250), mode: .walk)
        try sut.save(nil, from: point(47.3220), to: point(47.3300), mode: .walk)

        // When
        let same = try sut.route(from: point(47.32201), to: point(47.3250), mode: .walk)
        let none = try sut.route(from: point(47.3220), to: point(47.3300), mode: .walk)
        let otherMode = try sut.route(from: point(47.3220), to: point(47.3250), mode: .bike)
        let otherPlace = try sut.route(from: point(47.3220), to: point(47.3251), mode: .walk)
        clock.now += SQLiteRouteStore.lifetime + 1
        let expired = try sut.route(from: point(47.3220), to: point(47.3250), mode: .walk)

        // Then: an origin a metre away is the same trip; no route is remembered as such; nothing else is known
        XCTAssertEqual(same, .route(route))
        XCTAssertEqual(none, .noRoute)
        XCTAssertNil(otherMode)
        XCTAssertNil(otherPlace)
        XCTAssertNil(expired)
    }

    func test_route_aStoredPayloadThatDoesNotReadBack_isAMiss() throws {
        // Given saved routes whose payloads are then damaged: not JSON, and a latitude off the Earth
        let (sut, _, database) = try makeSUT()
        try sut.save(makeRoute(), from: point(47.3220), to: point(47.3250), mode: .walk)
        try sut.save(makeRoute(), from: point(47.3220), to: point(47.3250), mode: .bike)
        try database.write { db in
            try db.execute(sql: "UPDATE route SET payload = ? WHERE mode = 'walk'", arguments: [Data("{not json".utf8)])
            try db.execute(
                sql: "UPDATE route SET payload = ? WHERE mode = 'bike'",
                arguments: [Data(#"{"seconds":60,"meters":80,"steps":[],"path":[[91,5]]}"#.utf8)])
        }

        // When / Then: asked again, never shown
        XCTAssertNil(try sut.route(from: point(47.3220), to: point(47.3250), mode: .walk))
        XCTAssertNil(try sut.route(from: point(47.3220), to: point(47.3250), mode: .bike))
    }

    // MARK: - Helpers

    private final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
    }

    private func makeSUT() throws -> (SQLiteRouteStore, Clock, SQLiteDatabase) {
        let clock = Clock()
        let database = try CacheDatabase.open(at: try temporaryStoreURL())
        return (SQLiteRouteStore(database: database, now: { clock.now }), clock, database)
    }

    private func makeRoute() -> Route {
        Route(
            mode: .walk, seconds: 240, meters: 310,
            steps: [.init(instruction: "Head north on Rue de la Liberté", meters: 200, seconds: 150)],
            path: [point(47.3220), point(47.3250)])
    }

    private func point(_ latitude: Double) -> Location {
        guard let location = Location(latitude: latitude, longitude: 5.0415) else { preconditionFailure("on Earth") }
        return location
    }
}
