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

    /// The real `opening_hours` values of `Fixtures/opening-hours/real-values.tsv` (its `value_json` column).
    public static func realValues() throws -> [String] {
        let text = try String(contentsOf: Fixtures.url("opening-hours/real-values.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        guard let column = rows.first?.firstIndex(of: "value_json") else {
            throw Failed(description: "real-values.tsv has no value_json column")
        }
        return try rows.dropFirst().map { row in
            guard
                let value = try JSONSerialization.jsonObject(with: Data(row[column].utf8), options: .fragmentsAllowed) as? String
            else { throw Failed(description: "real-values.tsv: \(row[column]) is not a JSON string") }
            return value
        }
    }

    /// The kinds of kept disagreement that leave both counts, as the issue that set the floor says: a school holiday
    /// (the reference has no calendar), an open end (unknown after its start by design), and values the two
    /// references (opening-hours-py, opening_hours.js) judge differently.
    public static let uncounted: Set<String> = ["school-holiday", "open-end", "references-differ"]

    /// A value as the disagreement files write it: a JSON string.
    public static func json(_ value: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? value
    }

    /// "open", "closed" or "unknown", as the reference writes a state.
    public static func state(_ open: Bool?) -> String { open.map { $0 ? "open" : "closed" } ?? "unknown" }

    /// A file of kept disagreements (`Fixtures/opening-hours/<file>`, a header line, then tab-separated rows): each row's
    /// kind (column `kindColumn`) by its key, the `keyColumns` joined by tabs, the `valueColumn` among them read back
    /// from its JSON string; rows with fewer than `columns` fields, or a value that is not a JSON string, are skipped.
    public static func keptDisagreements(
        in file: String, keyColumns: [Int], valueColumn: Int, kindColumn: Int, columns: Int
    ) throws -> [String: String] {
        let text = try String(contentsOf: Fixtures.url("opening-hours/" + file), encoding: .utf8)
        var kept: [String: String] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= columns,
                let value = try? JSONSerialization.jsonObject(with: Data(fields[valueColumn].utf8), options: .fragmentsAllowed)
                    as? String
            else { continue }
            let key = keyColumns.map { $0 == valueColumn ? value : fields[$0] }.joined(separator: "\t")
            kept[key] = fields[kindColumn]
        }
        return kept
    }
}
