import Networking

/// Writes allowed to finish after the output is printed (saving a search's answer in the cache), which the
/// process waits for before it exits: the answer is shown as soon as it is there, and nothing is lost.
public final class PendingWrites: Sendable {
    private let tasks = Locked<[Task<Void, Never>]>([])

    /// Starts `write` now, on its own.
    func start(_ write: @escaping @Sendable () async -> Void) {
        tasks.withLock { $0.append(Task { await write() }) }
    }

    /// Returns once every write started, including any started meanwhile, has ended.
    public func finish() async {
        while let next = tasks.withLock({ $0.popLast() }) {
            await next.value
        }
    }
}
