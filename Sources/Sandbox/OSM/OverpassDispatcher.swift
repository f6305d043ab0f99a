import Foundation
import Synchronization

/// Overpass's dispatcher, as the real server behaves: a fourth copy of a query text, from any client, is refused while
/// three are running (HTTP 200, its HTML page: `duplicate_query`). A query runs here from its arrival until its answer
/// is ready, injected latency included.
final class OverpassDispatcher: Sendable {
    static let copies = 3
    private let running = Mutex<[String: Int]>([:])

    /// Takes a slot for the text; false when three copies already run.
    func enter(_ text: String) -> Bool {
        running.withLock { running in
            guard running[text, default: 0] < Self.copies else { return false }
            running[text, default: 0] += 1
            return true
        }
    }

    func leave(_ text: String) {
        running.withLock { running in
            running[text, default: 1] -= 1
            if running[text] == 0 { running[text] = nil }
        }
    }
}
