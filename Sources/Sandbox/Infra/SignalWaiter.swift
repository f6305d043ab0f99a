import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits until the process receives SIGINT or SIGTERM (or its stdin reaches end of file when it is a pipe
/// owned by a parent that died, so that a sandbox never outlives the test that started it).
enum SignalWaiter {
    static func waitForTermination() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Once(continuation)
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { once.resume() }
                source.resume()
                Retained.keep(source)
            }
            if ProcessInfo.processInfo.environment["FOODYBITE_SANDBOX_WATCH_STDIN"] == "1" {
                DispatchQueue.global().async {
                    while readLine() != nil {}
                    once.resume()
                }
            }
        }
    }

    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?

        init(_ continuation: CheckedContinuation<Void, Never>) {
            self.continuation = continuation
        }

        func resume() {
            lock.lock()
            let pending = continuation
            continuation = nil
            lock.unlock()
            pending?.resume()
        }
    }

    /// Keeps the signal sources alive for the life of the process.
    private enum Retained {
        nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
        private static let lock = NSLock()

        static func keep(_ source: any DispatchSourceSignal) {
            lock.lock()
            sources.append(source)
            lock.unlock()
        }
    }
}
