import Foundation
import Networking
import NetworkingTestSupport
import XCTest

final class RemoteLoaderTests: XCTestCase {
    func test_load_decodesA2xxBody() async throws {
        // Given
        let (sut, client) = makeSUT([.json(#"{"value": 7}"#, status: 201)])

        // When
        let result = try await sut.load(EndpointStub(path: "/thing"), as: Payload.self)

        // Then
        XCTAssertEqual(result, Payload(value: 7))
        XCTAssertEqual(client.requests.map { $0.url?.path }, ["/thing"])
    }

    func test_load_throwsHTTPStatusWithTheServersMessageOnNon2xx() async {
        // Given each error envelope foodybite meets
        let bodies = [
            (#"{"error":{"code":403,"message":"Key blocked.","status":"PERMISSION_DENIED"}}"#, "Key blocked."),
            (#"{"error":true,"reason":"Email or password was incorrect"}"#, "Email or password was incorrect"),
            (#"{"status":"REQUEST_DENIED","error_message":"Bad key. "}"#, "Bad key."),
            ("Service\n  Unavailable", "Service Unavailable"),
        ]
        for (body, message) in bodies {
            let (sut, _) = makeSUT([.json(body, status: 503, headers: ["Retry-After": "30"])])

            // When
            let error = await loadError(sut)

            // Then
            XCTAssertEqual(error, .httpStatus(code: 503, message: message, retryAfterSeconds: 30), body)
        }
    }

    func test_load_ignoresHTMLErrorPagesAsMessages() async {
        // Given
        let (sut, _) = makeSUT([.json("<html><body>Bad gateway</body></html>", status: 502)])

        // When
        let error = await loadError(sut)

        // Then
        XCTAssertEqual(error, .httpStatus(code: 502, message: nil, retryAfterSeconds: nil))
    }

    func test_load_throwsInvalidDataOn2xxWithAnUndecodableBody() async {
        // Given
        let (sut, _) = makeSUT([.json("not json")])

        // When
        let error = await loadError(sut)

        // Then
        XCTAssertEqual(error, .invalidData("the response could not be read (not JSON)"))
    }

    func test_load_wrapsTransportFailures() async {
        // Given
        let (sut, _) = makeSUT([.failure(.timedOut)])

        // When
        let error = await loadError(sut)

        // Then
        XCTAssertEqual(error, .transport(.timedOut))
    }

    // MARK: - Helpers

    private struct Payload: Decodable, Equatable {
        let value: Int
    }

    private func makeSUT(_ outcomes: [HTTPClientStub.Outcome]) -> (RemoteLoader, HTTPClientStub) {
        let client = HTTPClientStub(outcomes)
        let base = URL(string: "http://127.0.0.1:1") ?? URL(fileURLWithPath: "/")
        return (RemoteLoader(client: client, baseURL: base), client)
    }

    private func loadError(_ sut: RemoteLoader) async -> NetworkError? {
        do {
            _ = try await sut.load(EndpointStub(path: "/x"), as: Payload.self)
            return nil
        } catch {
            return error
        }
    }
}
