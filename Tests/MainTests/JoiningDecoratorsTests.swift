import Domain
import Foundation
import XCTest

@testable import Main

/// Identical routes and travel-time matrices in flight are asked once and answered to every caller; other trips, and
/// calls after the first ended, are asked on their own.
final class JoiningDecoratorsTests: XCTestCase {
    func test_route_identicalCallsInFlight_askTheRouterOnce_andAllGetItsAnswer() async throws {
        // Given a router that answers only when let go
        let router = GatedRouter()
        let calls = InFlightCalls<Route?>()
        let sut = RouteServiceJoiningDecorator(decoratee: router, calls: calls, router: "osrm")
        let (origin, place) = (origin, place)

        // When ten identical calls are made while the first is in flight, then the router answers
        let answers = try await tenCallers(
            { try await sut.route(from: origin, to: place, mode: .walk) }, router: router,
            joined: { await calls.callers(of: "osrm walk 47.3220,5.0415 47.32500,5.04150") })

        // Then it was asked once, and every caller has its route
        let asked = await router.asked
        XCTAssertEqual(asked, 1)
        XCTAssertTrue(answers.count == 10 && answers.allSatisfy { $0?.seconds == 240 }, "\(answers)")
    }

    func test_travelTimes_identicalMatricesInFlight_askTheRouterOnce_andAllGetItsAnswer() async throws {
        // Given a router that answers only when let go
        let router = GatedRouter()
        let calls = InFlightCalls<[TravelTime]>()
        let sut = TravelTimesServiceJoiningDecorator(decoratee: router, calls: calls, router: "osrm")
        let (origin, place) = (origin, place)

        // When ten identical searches ask the same matrix while the first is in flight, then the router answers
        let answers = try await tenCallers(
            { try await sut.travelTimes(from: origin, to: [place, origin], mode: .bike) }, router: router,
            joined: { await calls.callers(of: "osrm bike 47.3220,5.0415 47.32500,5.04150 47.32200,5.04150") })

        // Then it was asked once, and every caller has its matrix
        let asked = await router.asked
        XCTAssertEqual(asked, 1)
        XCTAssertTrue(answers.count == 10 && answers.allSatisfy { $0.map(\.seconds) == [240, 240] }, "\(answers)")
        XCTAssertEqual(sut.destinationsPerRequest(.bike), 7)
    }

    func test_route_anotherModeOrACallAfterTheFirstEnded_isAskedOnItsOwn() async throws {
        // Given a router that answers at once
        let router = GatedRouter()
        let sut = RouteServiceJoiningDecorator(decoratee: router, calls: InFlightCalls(), router: "osrm")
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

    /// Ten callers of `call` at once; the router let go once `joined` counts ten waiting (yields, not time: without
    /// joining the callers never reach ten, and the caller's count of requests fails).
    private func tenCallers<Answer: Sendable>(
        _ call: @escaping @Sendable () async throws -> Answer, router: GatedRouter, joined: () async -> Int
    ) async throws -> [Answer] {
        try await withThrowingTaskGroup(of: Answer.self) { group in
            for _ in 0..<10 { group.addTask { try await call() } }
            for _ in 0..<100_000 {
                if await joined() == 10 { break }
                await Task.yield()
            }
            await router.answer()
            return try await group.reduce(into: [Answer]()) { $0.append($1) }
        }
    }

    /// A router whose answers wait until `answer()` lets them go.
    private actor GatedRouter: RouteService, TravelTimesService {
        private(set) var asked = 0
        private var open = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func route(from origin: Location, to destination: Location, mode: TravelMode) async throws -> Route? {
            await gate()
            return Route(mode: mode, seconds: 240, meters: 310, steps: [], path: [origin, destination])
        }

        func travelTimes(from origin: Location, to destinations: [Location], mode: TravelMode) async throws
            -> [TravelTime]
        {
            await gate()
            return destinations.map { _ in TravelTime(mode: mode, seconds: 240, meters: 310) }
        }

        nonisolated func destinationsPerRequest(_ mode: TravelMode) -> Int { 7 }

        private func gate() async {
            asked += 1
            if !open { await withCheckedContinuation { waiting.append($0) } }
        }

        func answer() {
            open = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }
}
