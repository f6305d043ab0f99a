/// Tells a person at a terminal what slow work is doing ("Fetching page 2 of up to 3..."), on one line that is
/// erased when the work ends. Does nothing when nobody watches (stderr not a terminal, cron, `--quiet`).
public protocol WorkProgress: Sendable {
    func show(_ message: String)
    func clear()
}

/// No progress shown (tests, pipes).
public struct NoProgress: WorkProgress {
    public init() {}
    public func show(_ message: String) {}
    public func clear() {}
}
