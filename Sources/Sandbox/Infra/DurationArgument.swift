import ArgumentParser

/// A duration flag: `2s`, `500ms`, `15m`, `1h`, or a bare number of seconds.
struct DurationArgument: ExpressibleByArgument, Sendable {
    let duration: Duration

    init(_ duration: Duration) {
        self.duration = duration
    }

    init?(argument: String) {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, factor) in units where argument.hasSuffix(suffix) {
            guard let value = Double(argument.dropLast(suffix.count)), value >= 0, value.isFinite else { return nil }
            self.duration = .milliseconds(Int64((value * factor * 1000).rounded()))
            return
        }
        guard let seconds = Double(argument), seconds >= 0, seconds.isFinite else { return nil }
        self.duration = .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// How help shows a default: "15m", "2s", "500ms".
    var defaultValueDescription: String {
        let milliseconds = Int64(seconds * 1000)
        for (unit, size) in [("h", Int64(3_600_000)), ("m", 60_000), ("s", 1000)]
        where milliseconds % size == 0 && milliseconds > 0 {
            return "\(milliseconds / size)\(unit)"
        }
        return "\(milliseconds)ms"
    }

    var seconds: Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
