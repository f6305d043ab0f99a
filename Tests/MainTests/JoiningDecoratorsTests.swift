import Domain
import Foundation
import XCTest

@testable import Main

/// Identical routes in flight are asked once and answered to every caller; other trips, and calls after the first
/// ended, are asked on their own.
final class RouteServiceJoiningDecoratorTests: XCTestCase {
    func test_route_identicalCallsInFlight_askTheRouterOnce_andAllGetItsAnswer() async throws {
        // Given a router that answers only when let go
        let (sut, router, calls) = makeSUT()
        let (origin, place) = (origin, place)

        // When ten identical calls are made while the first is in flight, then the router answers
        let answers = try await withThrowingTaskGroup(of: Route?.self) { group in
            for _ in 0..<10 { group.addTask { try await sut.route(from: origin, to: place, mode: .walk) } }
            // (yields, not time: without joining the callers never reach ten, and the count below fails)
            for _ in 0..<100_000 {
                if await calls.callers(of: "osrm walk 47.3220,5.0415 47.32500,5.04150") == 10 { break }
                await Task.yield()
            }
            await router.answer()
            return try await group.reduce(into: [Route?]()) { $0.append($1) }
        }

        // Then it was asked once, and every caller has its route
        let asked = await router.asked
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(answers.count, 10)
        XCTAssertTrue(answers.allSatisfy { $0?.seconds == 240 }, "\(answers)")
    }

    func test_route_anotherModeOrACallAfterTheFirstEnded_isAskedOnItsOwn() async throws {
        // Given a router that answers at once
        let (sut, router, _) = makeSUT()
        await router.answer()

        // When one trip is asked, then again, then by bike
        _ = try await sut.route(from: origin, to: place, mode: .walk)
        _ = try await sut.route(from: origin, to: place, mode: .walk)
        _ = try await sut.route(from: origin, to: place, mode: .bike)

        // Then each was its own request (the cache, not the join, answers a repeated trip)
        let asked = await router.asked
        XCTAssertEqual(asked, 3)
    }

    // MARK: - Helpers

    private let (origin, place) = (DijonPoints.centre, DijonPoints.place)

    /// A router whose answers wait until `answer()` lets them go.
    private actor GatedRouter: RouteService {
        private(set) var asked = 0
        private var open = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
            asked += 1
            if !open { await withCheckedContinuation { waiting.append($0) } }
            return Route(mode: mode, seconds: 240, meters: 310, steps: [], path: [origin, destination])
        }

        func answer() {
            open = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    private func makeSUT() -> (RouteServiceJoiningDecorator, GatedRouter, InFlightCalls<Route?>) {
        let (router, calls) = (GatedRouter(), InFlightCalls<Route?>())
        return (RouteServiceJoiningDecorator(decoratee: router, calls: calls, router: "osrm"), router, calls)
    }
}
