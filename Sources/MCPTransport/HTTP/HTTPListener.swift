import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix

/// The streamable HTTP transport's server: SwiftNIO's HTTP/1.1 on one address, each connection served on its own
/// (`HTTPConnection`), every request through the gate and the endpoint (`MCPEndpoint`). It stops when `stop` ends:
/// no new connection is taken, an idle one is closed, a request in flight is answered (for up to `drainTime`), then
/// `run` returns.
struct HTTPListener: Sendable {
    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    /// How long the requests in flight are given to finish when the server stops.
    static let drainTime: Duration = .seconds(10)

    let settings: ListenSettings
    let endpoint: MCPEndpoint
    let logger: Logger

    /// Listens, says where (`ready`, with the port: 0 asks for a free one), and serves until `stop` ends.
    func run(ready: @Sendable (Int) -> Void, stop: AsyncStream<Void>) async throws {
        let server = try await bind()
        ready(server.channel.localAddress?.port ?? settings.port)
        let connections = ConnectionRegistry()
        let (endpoint, listening) = (endpoint, server.channel)
        let accepting = Task {
            try await server.executeThenClose { inbound in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in inbound {
                        group.addTask {
                            await HTTPConnection(connection: connection, endpoint: endpoint, registry: connections).run()
                        }
                    }
                }
            }
        }
        for await _ in stop {}
        try? await listening.close()
        connections.drain()
        let deadline = Task {
            try await Task.sleep(for: Self.drainTime)
            connections.closeAll()
        }
        _ = await accepting.result
        deadline.cancel()
        await endpoint.close()
    }

    /// The listening socket; a problem in one line when the address cannot be had (in use, not this machine's).
    private func bind() async throws(ListenSettings.Problem) -> NIOAsyncChannel<Connection, Never> {
        do {
            return try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .bind(host: settings.host, port: settings.port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        return try Connection(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)).lowercased() } ?? "no such address"
            throw ListenSettings.Problem(message: "cannot listen on \(settings.host):\(settings.port): \(reason)")
        }
    }
}
