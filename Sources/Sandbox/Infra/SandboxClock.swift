import Foundation
import Synchronization

/// The sandbox's time: the real time plus however far tests have moved it (`POST /sandbox/clock
/// {"advance": "3s"}`). Token expiry, page-token validity and latency faults all read it, so that a test
/// moves time on instead of waiting for it.
final class SandboxClock: Sendable {
    private let offset = Mutex<Duration>(.zero)

    /// The current instant.
    func now() -> Date {
        Date().addingTimeInterval(DurationArgument(offset.withLock { $0 }).seconds)
    }

    /// Moves time on; returns the total offset in seconds.
    @discardableResult
    func advance(by duration: Duration) -> Double {
        DurationArgument(
            offset.withLock {
                $0 += duration
                return $0
            }
        ).seconds
    }

    /// Sets the time to `instant` (ahead or back); returns the offset in seconds.
    @discardableResult
    func set(to instant: Date) -> Double {
        let seconds = instant.timeIntervalSince(Date())
        offset.withLock { $0 = .milliseconds(Int64((seconds * 1000).rounded())) }
        return seconds
    }

    /// Waits until `duration` has passed on this clock: in real time, or sooner when a test moves time on.
    func sleep(for duration: Duration) async {
        let end = now().addingTimeInterval(DurationArgument(duration).seconds)
        while !Task.isCancelled {
            let left = end.timeIntervalSince(now())
            if left <= 0 { return }
            try? await Task.sleep(for: .milliseconds(min(50, max(1, Int64(left * 1000)))))
        }
    }
}
