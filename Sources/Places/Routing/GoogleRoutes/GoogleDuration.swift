import Domain

/// Google's protobuf durations in JSON: seconds with up to nine decimals and an `s` (`"597s"`, `"3.5s"`).
enum GoogleDuration {
    static func seconds(_ text: String?) -> Double? {
        guard let text, text.hasSuffix("s"), text.utf8.count <= 32 else { return nil }
        return DecimalNumber.parse(text.dropLast()).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// Whole seconds of a route or a step: at most a week (any more is no journey a restaurant search makes); nil for
    /// anything else, never a trap.
    static func wholeSeconds(_ text: String?) -> Int? {
        seconds(text).flatMap { $0 <= 604_800 ? Int(exactly: $0.rounded()) : nil }
    }
}
