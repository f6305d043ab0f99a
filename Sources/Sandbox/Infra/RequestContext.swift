import FlyingFox
import Foundation

/// What a route handler needs of a request, read once.
struct RequestContext: Sendable {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]
    let body: Data
    /// `http://127.0.0.1:PORT`, for absolute redirects.
    let baseURL: String

    static func make(_ request: HTTPRequest, baseURL: String) async -> RequestContext {
        RequestContext(
            method: request.method.rawValue,
            path: request.path,
            query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
            headers: Dictionary(
                request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }),
            body: (try? await request.bodyData) ?? Data(),
            baseURL: baseURL)
    }

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The JSON object of the body, or nil when the body is not a JSON object.
    var jsonBody: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
