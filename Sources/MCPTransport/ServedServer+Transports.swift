import Foundation
import Logging

extension ServedServer {
    /// Serves on stdin and stdout until the client closes stdin.
    package func runOnStdio(logger: Logger) async throws {
        let server = await make(false)
        try await server.start(transport: LineTransport(logger: logger, served: self))
        await server.waitUntilCompleted()
    }

    /// Serves MCP's streamable HTTP transport as `settings` say, until `stop` ends (then the requests in flight are
    /// answered, for up to 10 s). `ready` is told the port it listens on.
    /// With `--auth oauth`, the authorization server is asked through `fetch`, and tokens judged on `now`.
    package func serve(
        _ settings: ListenSettings, logger: Logger, fetch: ListenSettings.Fetch?, now: @escaping @Sendable () -> Date,
        ready: @Sendable (Int) -> Void, stop: AsyncStream<Void>
    ) async throws {
        let endpoint = MCPEndpoint(served: self, settings: settings, logger: logger, fetch: fetch, now: now)
        try await HTTPListener(settings: settings, endpoint: endpoint, logger: logger).run(ready: ready, stop: stop)
    }
}
