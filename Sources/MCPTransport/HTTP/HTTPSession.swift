import Foundation
import Logging
import MCP
import Synchronization

/// A session of the handshake revisions (2025-11-25 and earlier) on HTTP: opened by `initialize`, named by its
/// `Mcp-Session-Id` (128 random bits), served by an SDK server of its own, its version what `initialize` negotiated.
final class HTTPSession: Sendable {
    let id: String
    let exchange: Exchange
    let version = NegotiatedVersion()
    private let server: Server
    private let used = Mutex(ContinuousClock.now)

    init(served: ServedServer, logger: Logger) async {
        var generator = SystemRandomNumberGenerator()
        id = (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
        exchange = Exchange(logger: logger, cancelsWhenAbandoned: false)
        server = await served.make(false)
        try? await server.start(transport: exchange)
    }

    var lastUsed: ContinuousClock.Instant {
        used.withLock { $0 }
    }

    func touch() {
        used.withLock { $0 = .now }
    }

    /// An answer as the session's version has it (no structured content before 2025-06-18), its version read from the
    /// answer to `initialize`.
    func shaped(_ answer: RawJSON) -> RawJSON {
        version.read(answer)
        return version.knowsStructuredContent ? answer : VersionFields.earlier(answer)
    }

    func end() async {
        await server.stop()
    }
}
