import Foundation
import Synchronization

/// Page tokens handed out by searches: each remembers the rest of its result list and when it becomes usable
/// (Google's legacy tokens are refused with INVALID_REQUEST for a short while after they are issued).
final class PageTokens: Sendable {
    struct Entry: Sendable {
        let ids: [String]
        let validFrom: Date
        let extra: [String: String]
    }

    enum Lookup {
        case ready(Entry)
        case notYetValid
        case unknown
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let counter = Mutex(0)
    private let clock: SandboxClock

    init(clock: SandboxClock) {
        self.clock = clock
    }

    func issue(ids: [String], delay: Duration, extra: [String: String] = [:]) -> String {
        let number = counter.withLock { value -> Int in
            value += 1
            return value
        }
        // Long and opaque like Google's, with characters that need encoding in a query.
        let token =
            "AW30NDx" + String(number) + "+" + UUID().uuidString.replacingOccurrences(of: "-", with: "") + "/"
            + String(repeating: "q", count: 64) + "=="
        entries.withLock {
            $0[token] = Entry(ids: ids, validFrom: clock.now().addingTimeInterval(DurationArgument(delay).seconds), extra: extra)
        }
        return token
    }

    func lookup(_ token: String) -> Lookup {
        guard let entry = entries.withLock({ $0[token] }) else { return .unknown }
        return clock.now() >= entry.validFrom ? .ready(entry) : .notYetValid
    }
}
