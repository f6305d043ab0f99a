import ArgumentParser

/// `--max-travel`: `10m`, `90s`, `1h`, `1h30m`, or a bare number of minutes; 1 second to 24 hours.
enum TravelDurationArgument {
    static let range = 1...86_400

    static func parse(_ text: String) throws -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard (1...16).contains(trimmed.utf8.count) else { throw invalid(text) }
        if let minutes = Int(trimmed) { return try checked(minutes.multipliedReportingOverflow(by: 60), text) }
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
            guard let unit, let value = Int(digits) else { throw invalid(text) }
            let (part, overflow) = value.multipliedReportingOverflow(by: unit)
            guard !overflow else { throw invalid(text) }
            total += part
            digits = ""
            guard total <= range.upperBound else { throw invalid(text) }
        }
        guard digits.isEmpty else { throw invalid(text) }
        return try checked((total, false), text)
    }

    private static func checked(_ value: (partialValue: Int, overflow: Bool), _ text: String) throws -> Int {
        guard !value.overflow, range.contains(value.partialValue) else { throw invalid(text) }
        return value.partialValue
    }

    private static func invalid(_ text: String) -> ValidationError {
        ValidationError(
            "--max-travel '\(TerminalSafe.line(String(text.prefix(20))))': a time such as 10m, 90s, 1h or 1h30m (1 s to 24 h)")
    }
}
