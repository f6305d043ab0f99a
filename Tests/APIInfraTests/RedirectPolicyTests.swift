import Foundation
import XCTest

@testable import APIInfra

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class RedirectPolicyTests: XCTestCase {
    func test_decide_keepsCredentialsOnARedirectWithinTheSameOrigin() throws {
        // Given
        let request = signed("HTTP://Places.Example:80/v1/other")

        // When
        let decision = RedirectPolicy.decide(request, from: origin("http://places.example/v1/x"), redirects: 1)

        // Then
        XCTAssertEqual(decision, .follow(request))
    }

    func test_decide_stripsEveryCredentialOnARedirectToAnotherHostPortOrScheme() throws {
        for target in ["http://127.0.0.2:8080/v1/x", "http://127.0.0.1:9090/v1/x", "https://127.0.0.1:8080/v1/x"] {
            // When
            let decision = RedirectPolicy.decide(signed(target), from: origin("http://127.0.0.1:8080/v1/x"), redirects: 1)

            // Then
            guard case .follow(let followed) = decision else { return XCTFail("\(target): \(decision)") }
            for header in ["Authorization", "X-Goog-Api-Key", "Cookie", "Proxy-Authorization"] {
                XCTAssertNil(followed.value(forHTTPHeaderField: header), "\(target) \(header)")
            }
            XCTAssertEqual(followed.value(forHTTPHeaderField: "X-Goog-FieldMask"), "places.id", "other headers stay")
        }
    }

    func test_decide_refusesDowngradesOtherSchemesAndLongChains() {
        let https = origin("https://places.example/v1/x")
        XCTAssertEqual(
            RedirectPolicy.decide(signed("http://places.example/v1/x"), from: https, redirects: 1),
            .refuse("from https to plain http"))
        XCTAssertEqual(
            RedirectPolicy.decide(signed("file:///etc/passwd"), from: https, redirects: 1),
            .refuse("to something that is not http(s)"))
        XCTAssertEqual(
            RedirectPolicy.decide(signed("https://places.example/v1/x"), from: https, redirects: 6), .refuse("more than 5 times"))
    }

    // MARK: - Helpers

    private func origin(_ text: String) -> RedirectPolicy.Origin? {
        RedirectPolicy.Origin(URL(string: text))
    }

    private func signed(_ text: String) -> URLRequest {
        var request = URLRequest(url: URL(string: text) ?? URL(fileURLWithPath: "/"))
        request.setValue("key", forHTTPHeaderField: "X-Goog-Api-Key")
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        request.setValue("c=1", forHTTPHeaderField: "Cookie")
        request.setValue("Basic x", forHTTPHeaderField: "Proxy-Authorization")
        request.setValue("places.id", forHTTPHeaderField: "X-Goog-FieldMask")
        return request
    }
}
