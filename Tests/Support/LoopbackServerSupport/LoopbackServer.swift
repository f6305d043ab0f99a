import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A real HTTP server on 127.0.0.1 and a free port, answering every request through one closure.
/// Tests use it to run the composition root against something that speaks HTTP for real, in process.
///
/// It is SwiftNIO, not FlyingFox (which serves the sandbox, in a process of its own): FlyingSocks' socket pool reads
/// its poll state on a dispatch queue while its actor changes it, which ThreadSanitizer reports, and `make test-tsan`
/// runs these tests with no suppression for it.
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

    public typealias Handler = @Sendable (Request) -> Response

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let log: RequestLog
    public let baseURL: URL

    /// Starts the server and waits until it listens.
    public init(handler: @escaping Handler) async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let log = RequestLog()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Responder(handler: handler, log: log))
                }
            }
        do {
            let channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
            guard let port = channel.localAddress?.port, let url = URL(string: "http://127.0.0.1:\(port)") else {
                throw URLError(.cannotConnectToHost)
            }
            self.channel = channel
            self.baseURL = url
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        self.group = group
        self.log = log
    }

    public var requests: [Request] { log.requests }

    public func stop() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// One connection: gathers a request (head, body, end), answers it through the handler, closes when asked to.
private final class Responder: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let handler: LoopbackServer.Handler
    private let log: RequestLog
    private var head: HTTPRequestHead?
    private var body = Data()

    init(handler: @escaping LoopbackServer.Handler, log: RequestLog) {
        self.handler = handler
        self.log = log
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received):
            head = received
            body = Data()
        case .body(let bytes):
            body.append(contentsOf: bytes.readableBytesView)
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let components = URLComponents(string: head.uri)
        let request = LoopbackServer.Request(
            method: head.method.rawValue, path: components?.path ?? head.uri,
            query: Dictionary(
                (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 }),
            headers: Dictionary(head.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }),
            body: body)
        log.append(request)
        let response = handler(request)
        var headers = HTTPHeaders(response.headers.map { ($0.key, $0.value) })
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        let keepAlive = head.isKeepAlive
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let responseHead = HTTPResponseHead(
            version: head.version, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        if !keepAlive {
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}

/// The requests a `LoopbackServer` received, in order (behind a pthread lock, whose ordering ThreadSanitizer sees).
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [LoopbackServer.Request] = []

    var requests: [LoopbackServer.Request] { lock.withLock { received } }

    func append(_ request: LoopbackServer.Request) {
        lock.withLock { received.append(request) }
    }
}
