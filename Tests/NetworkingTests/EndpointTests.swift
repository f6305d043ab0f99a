import Foundation
import Networking
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class EndpointTests: XCTestCase {
    func test_urlRequest_appendsThePathToTheBaseURLAndKeepsItsPrefix() throws {
        // Given a base URL with a path prefix and a trailing slash
        let base = try XCTUnwrap(URL(string: "http://127.0.0.1:8080/proxy/"))

        // When
        let request = EndpointStub(path: "/v1/places:searchNearby").urlRequest(baseURL: base)

        // Then
        XCTAssertEqual(request.url?.absoluteString, "http://127.0.0.1:8080/proxy/v1/places:searchNearby")
        XCTAssertEqual(request.httpMethod, "GET")
    }

    func test_urlRequest_encodesQueryItemsIncludingPlusSigns() throws {
        // Given
        let endpoint = EndpointStub(
            path: "/x",
            queryItems: [
                URLQueryItem(name: "pagetoken", value: "a+b/c=="), URLQueryItem(name: "location", value: "1.5,-2"),
            ])

        // When
        let url = try XCTUnwrap(endpoint.urlRequest(baseURL: try XCTUnwrap(URL(string: "https://h"))).url)

        // Then
        XCTAssertEqual(url.query, "pagetoken=a%2Bb/c%3D%3D&location=1.5,-2")
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        XCTAssertEqual(items?.first?.value, "a+b/c==")
    }

    func test_urlRequest_setsMethodHeadersAndJSONBody() throws {
        // Given
        let body = Data(#"{"a":1}"#.utf8)
        let endpoint = EndpointStub(path: "/p", method: .post, headers: ["X-Goog-Api-Key": "k"], body: body)

        // When
        let request = endpoint.urlRequest(baseURL: try XCTUnwrap(URL(string: "https://h")))

        // Then
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Goog-Api-Key"), "k")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(request.httpBody, body)
    }
}

struct EndpointStub: Endpoint {
    var path: String
    var method: HTTPMethod = .get
    var queryItems: [URLQueryItem] = []
    var headers: [String: String] = [:]
    var body: Data?
}
