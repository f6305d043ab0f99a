import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FOODYBITE_TEST_SPACING_CLOCK=FILE` (an absolute path): the end-to-end tests' clock for the public services' request
/// spacing (OSRM's and Nominatim's one request a second). Its time is the machine's plus the seconds FILE holds; a
/// pause adds to FILE at once instead of being waited out, so every process a test starts keeps the spacing on one
/// shared clock, and the test reads from FILE how long they would have waited. Unset (or not absolute): the real clock.
struct TestSpacingClock: Sendable {
    private let file: String

    /// The spacing of requests recorded in `spacingFile`, on this clock when the environment names one.
    static func spacing(_ spacingFile: URL, maximumWait: Duration? = nil, _ environment: [String: String])
        -> FileRequestSpacing
    {
        guard let path = environment["FOODYBITE_TEST_SPACING_CLOCK"], path.hasPrefix("/") else {
            return FileRequestSpacing(file: spacingFile, maximumWait: maximumWait)
        }
        let clock = TestSpacingClock(file: path)
        return FileRequestSpacing(
            file: spacingFile, maximumWait: maximumWait, now: { Date().timeIntervalSince1970 + clock.advanced(by: 0) },
            sleep: { pause in
                let seconds = Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18
                _ = clock.advanced(by: max(0, seconds))
            })
    }

    /// The seconds the clock is ahead of the machine's after adding `seconds` (under FILE's lock; 0 when unusable).
    private func advanced(by seconds: Double) -> Double {
        let descriptor = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { return 0 }
        defer { flock(descriptor, LOCK_UN) }
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        let held = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        let ahead = (held.flatMap { $0.isFinite && $0 >= 0 && $0 < 1e7 ? $0 : nil } ?? 0) + seconds
        if seconds > 0 {
            let bytes = Array(String(format: "%.6f\n", ahead).utf8)
            _ = ftruncate(descriptor, 0)
            _ = bytes.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return ahead
    }
}
