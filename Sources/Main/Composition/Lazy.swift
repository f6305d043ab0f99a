import Networking

/// A value built the first time it is asked for, once, whichever thread asks: the composition root wires
/// everything up front but builds nothing (a config file read, a URLSession, a database) a command does not use.
final class Lazy<Value: Sendable>: Sendable {
    private let state: Locked<Value?>
    private let build: @Sendable () -> Value

    init(_ build: @escaping @Sendable () -> Value) {
        state = Locked(nil)
        self.build = build
    }

    var value: Value {
        state.withLock { state in
            if let value = state { return value }
            let value = build()
            state = value
            return value
        }
    }

    /// Whether it has been built (for tests of what a command did not need).
    var isBuilt: Bool { state.withLock { $0 != nil } }
}
