import Domain
import Networking

/// A spinner and a message on one stderr line, redrawn every 120 ms and erased by `clear()` (and before any other
/// stderr line, by `StandardConsole`). Only when stderr is a terminal and `--quiet` was not given: otherwise every
/// call does nothing, so that a cron job's mail and a pipe never see it.
public final class TerminalProgress: WorkProgress {
    private struct State {
        var message: String?
        var frame = 0
        var ticker: Task<Void, Never>?
    }

    private let isEnabled: Bool
    private let frames: [String]
    private let write: @Sendable (String) -> Void
    private let state = Locked(State())

    public init(isEnabled: Bool, unicode: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isEnabled = isEnabled
        frames = unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
        self.write = write
    }

    public func show(_ message: String) {
        guard isEnabled else { return }
        state.withLock { state in
            state.message = String(message.prefix(70))
            draw(state)
            if state.ticker == nil {
                state.ticker = Task { [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(120))
                        self?.tick()
                    }
                }
            }
        }
    }

    public func clear() {
        guard isEnabled else { return }
        state.withLock { state in
            guard state.message != nil else { return }
            state.message = nil
            state.ticker?.cancel()
            state.ticker = nil
            write("\r\u{1B}[K")
        }
    }

    private func tick() {
        state.withLock { state in
            guard state.message != nil else { return }
            state.frame += 1
            draw(state)
        }
    }

    private func draw(_ state: State) {
        guard let message = state.message else { return }
        write("\r\u{1B}[K" + frames[state.frame % frames.count] + " " + message)
    }
}
