import Foundation

/// `FOODYBITE_TEST_CLOCK_OFFSET=SECONDS`: the end-to-end tests' way to run a command later than now (a `review sync`
/// past an interrupted send's deadline) without waiting for it. Whole seconds, at most a day either way; anything
/// else leaves the clock as it is.
enum TestClockOffset {
    static func apply(_ now: @escaping @Sendable () -> Date, _ environment: [String: String]) -> @Sendable () -> Date {
        guard let text = environment["FOODYBITE_TEST_CLOCK_OFFSET"], let seconds = Int(text), abs(seconds) <= 86_400,
            seconds != 0
        else { return now }
        return { now().addingTimeInterval(TimeInterval(seconds)) }
    }
}
