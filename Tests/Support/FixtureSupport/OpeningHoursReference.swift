import Foundation

/// opening-hours-py, an independent evaluator of `opening_hours` (in Rust), asked through
/// `scripts/opening-hours-reference.py` (its request and answer are that script's; `make test` installs the package).
public enum OpeningHoursReference {
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Each value's state ("open", "closed", "unknown", "invalid") at each naive local instant (`2026-11-23T12:30`),
    /// at `coords` (whose country's holidays and sun times the reference uses).
    public static func states(_ values: [String], at instants: [String], coords: [Double]) throws -> [[String]] {
        let answer = try ask(["coords": coords, "values": values, "instants": instants])
        guard let states = answer["states"] as? [[String]], states.count == values.count else {
            throw Failed(description: "opening-hours-reference.py answered no states: \(answer)")
        }
        return states
    }

    /// `scripts/opening-hours-reference.py`'s answer to a request.
    public static func ask(_ request: [String: Any]) throws -> [String: Any] {
        let root = Fixtures.directory.deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/opening-hours-reference.py").path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "opening-hours-py must be installed (make test installs it)")
        }
        guard let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failed(description: "opening-hours-reference.py answered no object")
        }
        return answer
    }
}
