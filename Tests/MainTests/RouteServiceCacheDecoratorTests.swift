import Domain
import Foundation
import Logging
import Persistence
import XCTest

@testable import Main

/// A route asked twice is asked of the router once: the second (and "no route" too) comes from the cache.
final class RouteServiceCacheDecoratorTests: XCTestCase {
    func test_route_asksTheRouterOncePerTrip_andRemembersThatNoneExists() async throws {
        // Given a router with a route to one place and none to another
        let (sut, router) = try makeSUT()

        // When each trip is asked three times
        var answers: [Route?] = []
        for _ in 0..<3 {
            answers.append(try await sut.route(from: origin, to: reachable, mode: .walk))
            answers.append(try await sut.route(from: origin, to: unreachable, mode: .walk))
        }

        // Then the router was asked once per trip, and the answers are its own
        XCTAssertEqual(router.asked, 2)
        XCTAssertEqual(answers, Array(repeating: [route, nil], count: 3).flatMap { $0 })
    }

    func test_route_aFailingRouter_isRethrown_andNothingIsRemembered() async throws {
        // Given a router that fails, then answers
        let (sut, router) = try makeSUT()
        router.failing = true

        // When
        do {
            _ = try await sut.route(from: origin, to: reachable, mode: .walk)
            XCTFail("expected the router's error")
        } catch {}
        router.failing = false
        let later = try await sut.route(from: origin, to: reachable, mode: .walk)

        // Then the failure was not cached as "no route"
        XCTAssertEqual(later, route)
        XCTAssertEqual(router.asked, 2)
    }

    // MARK: - Helpers

    private let (origin, reachable, unreachable) = (DijonPoints.centre, DijonPoints.place, DijonPoints.at(47.3300))

    private var route: Route {
        Route(mode: .walk, seconds: 240, meters: 310, steps: [], path: [origin, reachable])
    }

    private final class RouterSpy: RouteService, @unchecked Sendable {
        let answer: Route
        let reachable: Location
        var asked = 0
        var failing = false

        init(answer: Route, reachable: Location) {
            self.answer = answer
            self.reachable = reachable
        }

        func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
            asked += 1
            if failing { throw ServiceError(.temporary, "the router is busy") }
            return destination == reachable ? answer : nil
        }
    }

    private func makeSUT() throws -> (RouteServiceCacheDecorator, RouterSpy) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let database = try CacheDatabase.open(at: folder.appendingPathComponent("cache.sqlite"))
        let router = RouterSpy(answer: route, reachable: reachable)
        let store = SQLiteRouteStore(database: database, now: { Date(timeIntervalSince1970: 1_795_000_000) })
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        return (RouteServiceCacheDecorator(decoratee: router, store: store, logger: logger), router)
    }
}
