/// An operation held to a deadline without waiting for it to notice: a connection attempt to a stopped server, or a
/// lease queued behind busy connections, may not end when cancelled, so the caller is answered at the deadline and
/// the operation is cancelled and left to end on its own (the server bounds a statement by its `statement_timeout`).
enum Deadline {
    static func run<T: Sendable>(
        _ limit: Duration, _ body: @escaping @Sendable () async throws -> T, late: @escaping @Sendable () -> any Error
    ) async throws -> T {
        let (answers, answer) = AsyncThrowingStream<T, any Error>.makeStream()
        let work = Task {
            do {
                answer.yield(try await body())
                answer.finish()
            } catch {
                answer.finish(throwing: error)
            }
        }
        let timer = Task {
            try? await Task.sleep(for: limit)
            answer.finish(throwing: late())
        }
        defer {
            timer.cancel()
            work.cancel()
        }
        // The first of the answer, the failure and the deadline ends the stream; the others are ignored.
        for try await value in answers { return value }
        throw CancellationError()
    }
}
