import NIOCore
import Synchronization

/// A time a connection has to do something (send its next request whole, take an answer): armed while it is awaited,
/// the connection closed when it runs out.
final class ConnectionDeadline: Sendable {
    private let channel: any Channel
    private let scheduled = Mutex<Scheduled<Void>?>(nil)

    init(channel: any Channel) {
        self.channel = channel
    }

    func arm(in time: TimeAmount) {
        let channel = channel
        let next = channel.eventLoop.scheduleTask(in: time) { channel.close(promise: nil) }
        scheduled.withLock { previous in
            previous?.cancel()
            previous = next
        }
    }

    func disarm() {
        scheduled.withLock { previous in
            previous?.cancel()
            previous = nil
        }
    }
}

/// The answer being written, cancelled when the client goes away.
final class InFlightAnswer: Sendable {
    private let task = Mutex<Task<Bool, Never>?>(nil)

    func set(_ work: Task<Bool, Never>?) {
        task.withLock { $0 = work }
    }

    func cancel() {
        task.withLock { $0?.cancel() }
    }
}
