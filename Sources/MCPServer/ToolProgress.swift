import Domain
import MCP
import Synchronization

/// A slow request's progress ("waiting for Google Places...") as MCP progress notifications, when the call asked for
/// them (`_meta.progressToken`): each message one step further, the total unknown.
final class ToolProgress: WorkProgress {
    private let token: ProgressToken
    private let send: @Sendable (ProgressNotification.Parameters) async -> Void
    private let step = Mutex(0)

    init(token: ProgressToken, send: @escaping @Sendable (ProgressNotification.Parameters) async -> Void) {
        self.token = token
        self.send = send
    }

    func show(_ message: String) {
        let progress = step.withLock { step -> Int in
            step += 1
            return step
        }
        let parameters = ProgressNotification.Parameters(progressToken: token, progress: Double(progress), message: message)
        Task { await send(parameters) }
    }

    func clear() {}

    /// The first notification: the work has started.
    func start(_ message: String) async {
        await send(ProgressNotification.Parameters(progressToken: token, progress: 0, message: message))
    }
}

/// No progress asked for.
struct ToolProgressNone: WorkProgress {
    func show(_ message: String) {}
    func clear() {}
}
