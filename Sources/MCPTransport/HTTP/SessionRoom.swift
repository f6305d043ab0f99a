/// Which sessions give way when one more is opened (2025-11-25 and earlier): none is ended to make room for another
/// client's unless it has been idle for `reclaimTime`; past `idleTime` a session is ended anyway. When the table is
/// full of sessions in use, the new one is refused (503), so a flood of `initialize` ends no live session.
struct SessionRoom: Sendable {
    /// Sessions kept at most.
    var limit = 1_000
    /// A session unused this long is ended.
    var idleTime: Duration = .seconds(3_600)
    /// A session unused this long may be ended to make room for a new one.
    var reclaimTime: Duration = .seconds(300)

    struct Decision: Equatable {
        /// The sessions to end.
        var ending: [String]
        /// Whether the new session may be opened.
        var opens: Bool
    }

    /// What to do when a session is to be opened, the others last used at `lastUsed`.
    func decide(lastUsed: [String: ContinuousClock.Instant], now: ContinuousClock.Instant) -> Decision {
        var ending = lastUsed.filter { now - $0.value >= idleTime }.map(\.key)
        let left = lastUsed.count - ending.count
        guard left >= limit else { return Decision(ending: ending, opens: true) }
        let reclaimable = lastUsed.filter { now - $0.value >= reclaimTime && now - $0.value < idleTime }
            .sorted { $0.value < $1.value }.prefix(left - limit + 1).map(\.key)
        guard left - reclaimable.count < limit else { return Decision(ending: ending, opens: false) }
        ending += reclaimable
        return Decision(ending: ending, opens: true)
    }
}
