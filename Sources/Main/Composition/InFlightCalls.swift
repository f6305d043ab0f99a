/// Identical calls in flight joined, for a process that serves many callers (the MCP server): the first call with a
/// key runs; one made with the same key before it ends waits for its answer (or its error) instead of asking again.
/// It holds only the calls in flight, so it is bounded by them.
public actor InFlightCalls<Answer: Sendable> {
    private var running: [String: (task: Task<Answer, any Error>, callers: Int)] = [:]

    public init() {}

    /// `work`'s answer, or the answer of the identical call already in flight.
    public func run(_ key: String, _ work: @escaping @Sendable () async throws -> Answer) async throws -> Answer {
        if let inFlight = running[key] {
            running[key]?.callers += 1
            return try await inFlight.task.value
        }
        let task = Task { try await work() }
        running[key] = (task, 1)
        defer { running[key] = nil }
        return try await task.value
    }

    /// How many callers wait for the call with `key` (0: none in flight).
    func callers(of key: String) -> Int { running[key]?.callers ?? 0 }
}
