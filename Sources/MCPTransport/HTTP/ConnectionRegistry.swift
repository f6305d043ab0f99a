import NIOCore
import Synchronization

/// The open connections, and whether each is answering a request: what the server's stop closes at once (the idle
/// ones), lets finish (the busy ones, which close after their answer), and closes when the drain time is over; and
/// how many there may be, from one address and in all.
final class ConnectionRegistry: Sendable {
    /// Connections open at once from one address, and in all: one past either is answered 503 and closed.
    static let peerLimit = 256
    static let totalLimit = 1_024

    enum Admission: Equatable {
        case admitted
        /// The server is stopping: the connection is closed.
        case stopping
        /// Past a cap: why, for its 503.
        case full(String)
    }

    private struct State {
        var channels: [ObjectIdentifier: (channel: any Channel, busy: Bool, peer: String)] = [:]
        var peers: [String: Int] = [:]
        var draining = false
    }

    private let state = Mutex(State())
    private let limits: (peer: Int, total: Int)

    init(peerLimit: Int = ConnectionRegistry.peerLimit, totalLimit: Int = ConnectionRegistry.totalLimit) {
        limits = (peerLimit, totalLimit)
    }

    var isDraining: Bool {
        state.withLock { $0.draining }
    }

    /// A new connection, from `channel`'s remote address.
    func add(_ channel: any Channel) -> Admission {
        let peer = channel.remoteAddress?.ipAddress ?? "?"
        return state.withLock { state in
            guard !state.draining else { return .stopping }
            guard state.channels.count < limits.total else { return .full("\(limits.total) connections are open") }
            guard state.peers[peer, default: 0] < limits.peer else {
                return .full("\(limits.peer) connections are open from this address")
            }
            state.channels[ObjectIdentifier(channel)] = (channel, false, peer)
            state.peers[peer, default: 0] += 1
            return .admitted
        }
    }

    func remove(_ channel: any Channel) {
        state.withLock { state in
            guard let removed = state.channels.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            let left = state.peers[removed.peer, default: 1] - 1
            state.peers[removed.peer] = left > 0 ? left : nil
        }
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
