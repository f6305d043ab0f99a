import XCTest

@testable import Main

final class WebURLTests: XCTestCase {
    func test_normalized_lowerCasesSchemeAndHostAndRefusesWhatIsNotHTTP() {
        XCTAssertEqual(
            WebURL.normalized("HTTP://Places.Example:8080/v1?x=1")?.absoluteString, "http://places.example:8080/v1?x=1")
        XCTAssertEqual(WebURL.normalized("https://example.com")?.absoluteString, "https://example.com")
        for text in ["ftp://example.com", "example.com", "http://", "file:///etc/passwd", "", "http:// space"] {
            XCTAssertNil(WebURL.normalized(text), text)
        }
    }

    func test_redactingUserInfo_hidesCredentialsAndKeepsTheRest() {
        XCTAssertEqual(
            WebURL.redactingUserInfo("https://ada:s3cret@example.com/api?x=a@b"), "https://[REDACTED]@example.com/api?x=a@b")
        XCTAssertEqual(WebURL.redactingUserInfo("https://example.com/a@b"), "https://example.com/a@b")
        XCTAssertEqual(WebURL.redactingUserInfo("not a url"), "not a url")
    }

    func test_url_refusesABaseURLWithCredentialsWithoutEchoingThem() {
        // Given
        let configuration = AppConfiguration(
            environment: ["FOODYBITE_SERVER_URL": "https://ada:s3cret@example.com"], file: nil, settings: [.serverURL])

        // When
        do {
            _ = try configuration.url(.serverURL)
            XCTFail("expected a configuration error")
        } catch {
            // Then
            XCTAssertFalse(error.message.contains("s3cret"), error.message)
            XCTAssertTrue(error.message.contains("FOODYBITE_SERVER_URL"), error.message)
        }
    }
}
