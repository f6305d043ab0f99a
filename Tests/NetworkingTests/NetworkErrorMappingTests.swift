import Domain
import Networking
import XCTest

final class NetworkErrorMappingTests: XCTestCase {
    func test_serviceError_classifiesStatusCodesByWhatTheUserCanDo() {
        // Given
        let cases: [(Int, ServiceError.Kind)] = [
            (400, .invalidInput), (401, .permissionDenied), (403, .permissionDenied), (404, .notFound),
            (408, .temporary), (429, .temporary), (500, .unavailable), (502, .temporary), (503, .temporary),
            (504, .temporary),
        ]

        for (code, kind) in cases {
            // When
            let error = NetworkError.httpStatus(code: code, message: "m", retryAfterSeconds: nil).serviceError(service: "S")

            // Then
            XCTAssertEqual(error.kind, kind, "HTTP \(code)")
            XCTAssertTrue(error.message.contains("HTTP \(code)") && error.message.contains(": m"), error.message)
        }
    }

    func test_serviceError_saysWhenToRetryAfterA429() {
        let error = NetworkError.httpStatus(code: 429, message: nil, retryAfterSeconds: 12).serviceError(service: "S")

        XCTAssertEqual(error.kind, .temporary)
        XCTAssertTrue(error.message.hasSuffix("retry after 12 s"), error.message)
    }

    func test_serviceError_treatsTimeoutsAndDropsAsTemporaryAndRefusalsAsUnavailable() {
        XCTAssertEqual(NetworkError.transport(.timedOut).serviceError(service: "S").kind, .temporary)
        XCTAssertEqual(NetworkError.transport(.connectionLost("x")).serviceError(service: "S").kind, .temporary)
        XCTAssertEqual(NetworkError.transport(.cannotConnect("refused")).serviceError(service: "S").kind, .unavailable)
        XCTAssertEqual(NetworkError.invalidData("x").serviceError(service: "S").kind, .unavailable)
    }
}
