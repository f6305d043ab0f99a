import Foundation
import Networking
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class DeadlineHTTPClientTests: XCTestCase {
    func test_send_endsAnAnswerThatTakesLongerThanTheRequestDeadline() async {
        // Given a server that takes 200 ms, and 50 ms allowed per answer
        let sut = makeSUT(perRequest: .milliseconds(50), budget: .seconds(10))
        let start = ContinuousClock.now

        // When / Then
        await assertTimesOut(try await sut.send(Self.request, limit: .json))
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(190), "cancelled, not waited for")
    }

    func test_send_passesAnAnswerThatArrivesInTime() async throws {
        // Given
        let sut = makeSUT(perRequest: .seconds(5), budget: .seconds(10))

        // When
        let (data, _) = try await sut.send(Self.request, limit: .json)

        // Then
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "{}")
    }

    func test_send_failsAtOnceOnceTheCommandsBudgetIsSpent() async throws {
        // Given a budget of 300 ms for the whole command, 200 ms per answer
        let sut = makeSUT(perRequest: .seconds(5), budget: .milliseconds(300))

        // When: the first answer fits, the second is cut at the budget's end, the third is not sent
        _ = try await sut.send(Self.request, limit: .json)
        await assertTimesOut(try await sut.send(Self.request, limit: .json))
        await assertTimesOut(try await sut.send(Self.request, limit: .json))

        // Then
        XCTAssertEqual(client.requestCount, 2)
    }

    // MARK: - Helpers

    private let client = SlowHTTPClient(body: "{}")

    private static let request = URLRequest(url: URL(fileURLWithPath: "/"))

    private func makeSUT(perRequest: Duration, budget: Duration) -> DeadlineHTTPClient {
        DeadlineHTTPClient(decoratee: client, perRequest: perRequest, budget: DeadlineHTTPClient.Budget(budget))
    }

    private func assertTimesOut<T>(
        _ expression: @autoclosure () async throws -> T, file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            _ = try await expression()
            XCTFail("no timeout", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? HTTPClientError, .timedOut, file: file, line: line)
        }
    }
}
