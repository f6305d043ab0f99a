import APIInfra
import Foundation
import Networking
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class URLSessionHTTPClientTests: XCTestCase {
    override func tearDown() {
        URLProtocolStub.reset()
        super.tearDown()
    }

    func test_send_performsTheGivenRequestUnchanged() async throws {
        // Given
        URLProtocolStub.stub(data: Data(), response: anyHTTPResponse(), error: nil)
        var request = URLRequest(url: anyURL())
        request.httpMethod = "POST"
        request.setValue("secret-key", forHTTPHeaderField: "X-Goog-Api-Key")
        request.setValue("places.id", forHTTPHeaderField: "X-Goog-FieldMask")

        // When
        _ = try await makeSUT().send(request)

        // Then
        let received = try XCTUnwrap(URLProtocolStub.requests.first)
        XCTAssertEqual(received.url, anyURL())
        XCTAssertEqual(received.httpMethod, "POST")
        XCTAssertEqual(received.value(forHTTPHeaderField: "X-Goog-Api-Key"), "secret-key")
        XCTAssertEqual(received.value(forHTTPHeaderField: "X-Goog-FieldMask"), "places.id")
        XCTAssertNil(received.value(forHTTPHeaderField: "Cookie"))
    }

    func test_send_deliversDataAndResponseOnSuccess() async throws {
        // Given
        let data = Data("body".utf8)
        URLProtocolStub.stub(data: data, response: anyHTTPResponse(status: 404), error: nil)

        // When
        let (receivedData, response) = try await makeSUT().send(URLRequest(url: anyURL()))

        // Then
        XCTAssertEqual(receivedData, data)
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(response.url, anyURL())
    }

    func test_send_deliversEmptyDataOnAResponseWithoutBody() async throws {
        // Given
        URLProtocolStub.stub(data: nil, response: anyHTTPResponse(), error: nil)

        // When
        let (data, response) = try await makeSUT().send(URLRequest(url: anyURL()))

        // Then
        XCTAssertEqual(data, Data())
        XCTAssertEqual(response.statusCode, 200)
    }

    func test_send_failsOnEveryCombinationThatCarriesAnError() async {
        // Given the odd combinations a URL loading system can produce
        let error = URLError(.cannotConnectToHost)
        let combinations: [(Data?, URLResponse?, (any Error)?)] = [
            (nil, nil, error), (anyData(), nil, error), (nil, anyHTTPResponse(), error),
            (anyData(), anyHTTPResponse(), error), (nil, nonHTTPResponse(), error),
        ]
        for (data, response, failure) in combinations {
            URLProtocolStub.stub(data: data, response: response, error: failure)

            // When
            let received = await sendError()

            // Then
            XCTAssertEqual(received, .cannotConnect("connection refused"))
        }
    }

    func test_send_mapsURLErrorsWithoutLeakingTheURL() async {
        // Given
        let cases: [(URLError.Code, HTTPClientError)] = [
            (.timedOut, .timedOut), (.notConnectedToInternet, .cannotConnect("no network connection")),
            (.cannotFindHost, .cannotConnect("unknown host")),
            (.networkConnectionLost, .connectionLost("the connection closed before the answer was complete")),
            (.unknown, .connectionLost("the server closed the connection")),
        ]
        for (code, expected) in cases {
            URLProtocolStub.stub(
                data: nil, response: nil, error: URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: anyURL()]))

            // When
            let received = await sendError()

            // Then
            XCTAssertEqual(received, expected)
            XCTAssertFalse(String(describing: received).contains("SECRET"))
        }
    }

    func test_send_throwsCancelledWhenTheTaskIsCancelled() async {
        // Given a server that never answers
        URLProtocolStub.stubHanging()
        let sut = makeSUT()

        // When
        let request = URLRequest(url: anyURL())
        let task = Task { try await sut.send(request) }
        try? await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let result = await task.result

        // Then
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? HTTPClientError, .cancelled)
        }
    }

    func test_send_throwsCancelledWithoutSendingWhenAlreadyCancelled() async {
        // Given
        URLProtocolStub.stub(data: Data(), response: anyHTTPResponse(), error: nil)
        let sut = makeSUT()

        // When
        let request = URLRequest(url: anyURL())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.send(request)
        }
        let result = await task.result

        // Then
        XCTAssertThrowsError(try result.get())
        XCTAssertTrue(URLProtocolStub.requests.isEmpty)
    }

    func test_configuration_isEphemeralWithoutCacheOrCookiesAndWholeSecondTimeouts() {
        // When
        let configuration = URLSessionHTTPClient.configuration(requestTimeout: 0, resourceTimeout: 30)

        // Then
        XCTAssertNil(configuration.urlCache)
        XCTAssertNil(configuration.httpCookieStorage)
        XCTAssertFalse(configuration.httpShouldSetCookies)
        XCTAssertEqual(configuration.timeoutIntervalForRequest, 1)
        XCTAssertEqual(configuration.timeoutIntervalForResource, 30)
    }

    func test_send_stopsReadingAndFailsWithTooLargeWhenTheBodyExceedsTheLimit() async throws {
        // Given an answer of 2,000 bytes
        URLProtocolStub.stub(data: Data(count: 2_000), response: anyHTTPResponse(), error: nil)

        // When the caller accepts at most 1,000
        do {
            _ = try await makeSUT().send(URLRequest(url: anyURL()), limit: ResponseLimit(bytes: 1_000))
            XCTFail("expected tooLarge")
        } catch let error as HTTPClientError {
            // Then
            XCTAssertEqual(error, .tooLarge(limit: 1_000))
        }
        let (data, _) = try await makeSUT().send(URLRequest(url: anyURL()), limit: ResponseLimit(bytes: 2_000))
        XCTAssertEqual(data.count, 2_000, "a body of exactly the limit is read")
    }

    func test_send_refusesACompressedAnswerItDidNotAskFor() async throws {
        // Given a server that compresses although the request asks for identity
        let response = HTTPURLResponse(
            url: anyURL(), statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Encoding": "gzip"])
        URLProtocolStub.stub(data: Data(count: 10), response: response, error: nil)

        // When
        do {
            _ = try await makeSUT().send(URLRequest(url: anyURL()))
            XCTFail("expected a refusal")
        } catch let error as HTTPClientError {
            // Then
            XCTAssertEqual(error, .compressedAnswer("gzip"))
        }
        XCTAssertEqual(URLProtocolStub.requests.first?.value(forHTTPHeaderField: "Accept-Encoding"), "identity")
    }

    // MARK: - Helpers

    private func makeSUT() -> URLSessionHTTPClient {
        URLSessionHTTPClient(requestTimeout: 5, resourceTimeout: 10, protocolClasses: [URLProtocolStub.self])
    }

    private func sendError() async -> HTTPClientError? {
        do {
            _ = try await makeSUT().send(URLRequest(url: anyURL()))
            return nil
        } catch {
            return error as? HTTPClientError
        }
    }

    private func anyURL() -> URL { URL(string: "http://any-url.test/path?key=SECRET") ?? URL(fileURLWithPath: "/") }
    private func anyData() -> Data { Data("any".utf8) }

    private func anyHTTPResponse(status: Int = 200) -> HTTPURLResponse? {
        HTTPURLResponse(url: anyURL(), statusCode: status, httpVersion: nil, headerFields: nil)
    }

    private func nonHTTPResponse() -> URLResponse {
        URLResponse(url: anyURL(), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
}
