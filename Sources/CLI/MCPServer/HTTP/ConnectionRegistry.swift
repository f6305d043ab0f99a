import NIOCore
import Synchronization

/// The open connections, and whether each is answering a request: what the server's stop closes at once (the idle
/// ones), lets finish (the busy ones, which close after their answer), and closes when the drain time is over.
final class ConnectionRegistry: Sendable {
    private struct State {
        var channels: [ObjectIdentifier: (channel: any Channel, busy: Bool)] = [:]
        var draining = false
    }

    private let state = Mutex(State())

    var isDraining: Bool {
        state.withLock { $0.draining }
    }

    /// A new connection; false when the server is stopping (it is to be closed).
    func add(_ channel: any Channel) -> Bool {
        state.withLock { state in
            guard !state.draining else { return false }
            state.channels[ObjectIdentifier(channel)] = (channel, false)
            return true
        }
    }

    func remove(_ channel: any Channel) {
        _ = state.withLock { $0.channels.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Whether the connection is answering a request; false (close it) when it is idle and the server stopping.
    @discardableResult
    func mark(_ channel: any Channel, busy: Bool) -> Bool {
        state.withLock { state in
            state.channels[ObjectIdentifier(channel)]?.busy = busy
            return busy || !state.draining
        }
    }

    /// The server stops: idle connections closed now.
    func drain() {
        let idle = state.withLock { state in
            state.draining = true
            return state.channels.values.filter { !$0.busy }.map(\.channel)
        }
        for channel in idle { channel.close(promise: nil) }
    }

    func closeAll() {
        for channel in state.withLock({ $0.channels.values.map(\.channel) }) { channel.close(promise: nil) }
    }
}
