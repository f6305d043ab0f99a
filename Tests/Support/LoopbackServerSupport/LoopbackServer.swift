import FlyingFox
import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 and a free port, answering every request through one closure.
/// Tests use it to run the composition root against something that speaks HTTP for real.
public final class LoopbackServer: Sendable {
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let query: [String: String]
        public let headers: [String: String]
        public let body: Data
    }

    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: Data

        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: Data) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        public static func json(_ body: Data, status: Int = 200) -> Response {
            Response(status: status, body: body)
        }
    }

    public typealias Handler = @Sendable (Request) async -> Response

    private let server: HTTPServer
    private let task: Task<Void, Never>
    private let log = RequestLog()
    public let baseURL: URL

    /// Starts the server and waits until it listens.
    public init(handler: @escaping Handler) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled)
        let log = log
        await server.appendRoute("*") { request in
            let recorded = Request(
                method: request.method.rawValue, path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
                headers: Dictionary(request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }, uniquingKeysWith: { $1 }),
                body: (try? await request.bodyData) ?? Data())
            log.append(recorded)
            let response = await handler(recorded)
            var headers = HTTPHeaders()
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: "Status"), headers: headers, body: response.body)
        }
        self.server = server
        self.task = Task { try? await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw URLError(.badURL) }
        self.baseURL = url
    }

    public var requests: [Request] { log.requests }

    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}

/// The requests a `LoopbackServer` received, in order.
private final class RequestLog: Sendable {
    private let received = Mutex<[LoopbackServer.Request]>([])

    var requests: [LoopbackServer.Request] { received.withLock { $0 } }

    func append(_ request: LoopbackServer.Request) {
        received.withLock { $0.append(request) }
    }
}
