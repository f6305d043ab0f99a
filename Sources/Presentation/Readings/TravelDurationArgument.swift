import Domain

/// `--max-travel` and `--stay`: `10m`, `90s`, `1h`, `1h30m`, or a bare number of minutes; 1 second to 24 hours.
public enum TravelDurationArgument {
    public static let range = 1...86_400

    /// `--max-travel`.
    public static func parse(_ text: String) throws(UsageError) -> Int { try read(text, option: .maxTravel) }

    /// `--stay`: its errors name it.
    public static func stay(_ text: String) throws(UsageError) -> Int { try read(text, option: .stay) }

    /// `--max-travel` as a typed number of minutes (the MCP tool's `max_travel_minutes`), in seconds: the same range.
    public static func minutes(_ minutes: Double) throws(UsageError) -> Int {
        let seconds = (minutes * 60).rounded()
        guard seconds.isFinite, Double(range.lowerBound)...Double(range.upperBound) ~= seconds else {
            throw refusal(String(format: "%g minutes", minutes), option: .maxTravel)
        }
        return Int(seconds)
    }

    private static func read(_ text: String, option: OptionName) throws(UsageError) -> Int {
        guard let seconds = seconds(text), range.contains(seconds) else { throw refusal(text, option: option) }
        return seconds
    }

    private static func refusal(_ text: String, option: OptionName) -> UsageError {
        UsageError(
            "\(option) '\(TerminalSafe.line(String(text.prefix(20))))': a time such as 10m, 90s, 1h or 1h30m (1 s to 24 h)")
    }

    /// The seconds written, nil when it is not a time or overflows.
    private static func seconds(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard (1...16).contains(trimmed.utf8.count) else { return nil }
        if let minutes = Int(trimmed) {
            let (seconds, overflow) = minutes.multipliedReportingOverflow(by: 60)
            return overflow ? nil : seconds
        }
        var total = 0
        var digits = ""
        for character in trimmed {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            let unit: Int? =
                switch character {
                case "h": 3600
                case "m": 60
                case "s": 1
                default: nil
                }
            guard let unit, let value = Int(digits) else { return nil }
            let (part, overflow) = value.multipliedReportingOverflow(by: unit)
            guard !overflow else { return nil }
            total += part
            digits = ""
            guard total <= range.upperBound else { return nil }
        }
        return digits.isEmpty ? total : nil
    }
}
