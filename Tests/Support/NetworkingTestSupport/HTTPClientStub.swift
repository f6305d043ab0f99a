import Foundation
import Networking
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers each request with the next scripted outcome and records the requests it received.
public final class HTTPClientStub: HTTPClient {
    public enum Outcome: Sendable {
        case response(status: Int, body: Data, headers: [String: String])
        case failure(HTTPClientError)
    }

    private let state: Mutex<(outcomes: [Outcome], requests: [URLRequest])>

    public init(_ outcomes: [Outcome]) {
        state = Mutex((outcomes, []))
    }

    public var requests: [URLRequest] { state.withLock { $0.requests } }

    public func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        let outcome = state.withLock { state -> Outcome? in
            state.requests.append(request)
            return state.outcomes.isEmpty ? nil : state.outcomes.removeFirst()
        }
        switch outcome {
        case .response(let status, let body, let headers):
            let url = request.url ?? URL(fileURLWithPath: "/")
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else { throw HTTPClientError.invalidResponse }
            return (body, response)
        case .failure(let error):
            throw error
        case nil:
            throw HTTPClientError.cannotConnect("no scripted outcome left for \(request.url?.path ?? "?")")
        }
    }
}

extension HTTPClientStub.Outcome {
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Self {
        .response(status: status, body: Data(text.utf8), headers: ["Content-Type": "application/json"].merging(headers) { $1 })
    }

    public static func data(_ body: Data, status: Int = 200) -> Self {
        .response(status: status, body: body, headers: ["Content-Type": "application/json"])
    }
}
