import Foundation

/// The requests read and not answered yet, by id, so that the input's end waits for their answers before the server
/// stops (issue 55: a request written just before stdin closed was read and never answered). A request the client
/// cancels (`notifications/cancelled`) is answered by no one and is no longer waited for; the wait is bounded.
final class OutstandingRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var ids = Set<String>()
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Notes the requests of a message that passed the checks (one, or a batch's), and the cancellations.
    func read(_ message: Data) {
        for object in Self.objects(message) {
            if object["method"] as? String == "notifications/cancelled",
                let id = (object["params"] as? [String: Any])?["requestId"].flatMap(Self.key)
            {
                answered(id)
            } else if object["method"] is String, let id = object["id"].flatMap(Self.key) {
                lock.withLock { _ = ids.insert(id) }
            }
        }
    }

    /// Notes the answers of a message the server sends.
    func sent(_ message: Data) {
        for object in Self.objects(message) where object["result"] != nil || object["error"] != nil {
            if let id = object["id"].flatMap(Self.key) { answered(id) }
        }
    }

    /// Returns once every request read has its answer, or after `limit`.
    func drained(within limit: Duration) async {
        let deadline = Task {
            try? await Task.sleep(for: limit)
            self.release(all: true)
        }
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                guard !ids.isEmpty else { return true }
                waiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
        deadline.cancel()
    }

    private func answered(_ id: String) {
        lock.withLock { _ = ids.remove(id) }
        release(all: false)
    }

    private func release(all: Bool) {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            guard all || ids.isEmpty else { return [] }
            defer { waiters = [] }
            return waiters
        }
        for waiter in ready { waiter.resume() }
    }

    private static func objects(_ message: Data) -> [[String: Any]] {
        let value = try? JSONSerialization.jsonObject(with: message)
        return (value as? [[String: Any]]) ?? (value as? [String: Any]).map { [$0] } ?? []
    }

    /// An id as a key: a string's and a number's never alike.
    private static func key(_ id: Any) -> String? {
        if let text = id as? String { return "s" + text }
        if let number = id as? NSNumber { return "n" + number.stringValue }
        return nil
    }
}
