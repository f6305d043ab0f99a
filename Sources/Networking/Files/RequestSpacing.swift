/// How requests to a service that asks for a pause between them are spaced: `turn` waits before each request and
/// returns what marks its end, called once its answer (or its failure) is in. The pause is counted from the end of the
/// last request, so that however long a request takes to leave (a connection, a TLS handshake), two never reach the
/// service closer than the pause.
public struct RequestSpacing: Sendable {
    public let turn: @Sendable () async throws -> @Sendable () async -> Void

    public init(turn: @escaping @Sendable () async throws -> @Sendable () async -> Void) {
        self.turn = turn
    }

    /// A spacing whose end needs nothing from its wait.
    public init(wait: @escaping @Sendable () async throws -> Void, ended: @escaping @Sendable () async -> Void) {
        turn = {
            try await wait()
            return ended
        }
    }

    /// No spacing (tests, services without a policy).
    public static let none = RequestSpacing(wait: {}, ended: {})

    /// `spacing` shared by every process of the machine (`FileRequestSpacing`).
    public static func shared(_ spacing: FileRequestSpacing) -> RequestSpacing {
        RequestSpacing(wait: { try await spacing.wait() }, ended: { await spacing.ended() })
    }

    /// Runs `request` spaced: waits, sends, and marks its end whether it succeeded or not.
    public func run<T>(_ request: () async throws -> T) async throws -> T {
        let ended = try await turn()
        do {
            let result = try await request()
            await ended()
            return result
        } catch {
            await ended()
            throw error
        }
    }
}
