import Domain
import Foundation
import Location
import Networking
import Synchronization
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class IPGeolocationProviderTests: XCTestCase {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func test_currentLocation_readsAnIpinfoShapedAnswerAsApproximateAndRemembersIt() async throws {
        // Given
        let client = OneAnswerClient(#"{"ip":"1.2.3.4","city":"Dijon","loc":"47.3220,5.0415"}"#)
        let memory = Memory()
        let sut = makeSUT(client: client, memory: memory)

        // When
        let resolved = try await sut.currentLocation()

        // Then
        XCTAssertEqual(resolved.location, Location(latitude: 47.322, longitude: 5.0415))
        XCTAssertEqual(resolved.source, .ipGeolocation)
        XCTAssertTrue(resolved.isApproximate)
        XCTAssertEqual(resolved.description, "Dijon")
        XCTAssertEqual(client.paths, ["/json"])
        XCTAssertEqual(memory.value?.fetchedAt, Self.now)
    }

    func test_currentLocation_usesALocationRememberedLessThanThirtyMinutesAgo() async throws {
        // Given
        let client = OneAnswerClient("{}")
        let memory = Memory(.init(latitude: 1, longitude: 2, city: nil, fetchedAt: Self.now.addingTimeInterval(-29 * 60)))

        // When
        let resolved = try await makeSUT(client: client, memory: memory).currentLocation()

        // Then
        XCTAssertEqual(resolved.location, Location(latitude: 1, longitude: 2))
        XCTAssertEqual(client.paths, [])
    }

    func test_currentLocation_failsWhenTheAnswerHasNoLocation() async {
        let sut = makeSUT(client: OneAnswerClient(#"{"ip":"1.2.3.4","bogon":true}"#), memory: Memory())
        do {
            _ = try await sut.currentLocation()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? ServiceError)?.kind, .unavailable)
        }
    }

    func test_currentLocation_keepsThePathAndQueryOfTheConfiguredURL() async throws {
        // Given a geolocation URL with a token in its query
        let client = OneAnswerClient(#"{"loc":"47.3220,5.0415"}"#)
        let sut = makeSUT(client: client, memory: Memory(), url: "http://127.0.0.1:9/v2/lookup/json?token=abc&fields=loc")

        // When
        _ = try await sut.currentLocation()

        // Then
        XCTAssertEqual(client.urls, ["http://127.0.0.1:9/v2/lookup/json?token=abc&fields=loc"])
    }

    func test_currentLocation_refusesALocationInHexOrExponentNotation() async {
        for loc in ["0x10,0x1p3", "1e1,2", "nan,1"] {
            let sut = makeSUT(client: OneAnswerClient(#"{"loc":"\#(loc)"}"#), memory: Memory())
            do {
                _ = try await sut.currentLocation()
                XCTFail("expected an error for \(loc)")
            } catch {
                XCTAssertEqual((error as? ServiceError)?.kind, .unavailable, loc)
            }
        }
    }

    private func makeSUT(client: OneAnswerClient, memory: Memory, url: String = "http://127.0.0.1:9/json")
        -> IPGeolocationProvider
    {
        IPGeolocationProvider(
            client: client, url: URL(string: url) ?? URL(fileURLWithPath: "/"), now: { Self.now },
            recall: { memory.value }, remember: { memory.value = $0 })
    }

    private final class Memory: @unchecked Sendable {
        var value: IPGeolocationProvider.Remembered?
        init(_ value: IPGeolocationProvider.Remembered? = nil) { self.value = value }
    }

    private final class OneAnswerClient: HTTPClient {
        private let body: String
        private let seen = Mutex<[URL]>([])
        init(_ body: String) { self.body = body }
        var paths: [String] { seen.withLock { $0.map(\.path) } }
        var urls: [String] { seen.withLock { $0.map(\.absoluteString) } }

        func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
            seen.withLock { $0.append(request.url ?? URL(fileURLWithPath: "/")) }
            guard
                let response = HTTPURLResponse(
                    url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200, httpVersion: nil, headerFields: nil)
            else { throw HTTPClientError.invalidResponse }
            return (Data(body.utf8), response)
        }
    }
}
