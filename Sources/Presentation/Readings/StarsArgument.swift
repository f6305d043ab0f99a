import Domain

/// `--stars N`: plain decimal notation only (`4`, `4.5`), as coordinates: `0x1`, `1e0`, `nan` and `inf` are
/// refused (Swift's `Double` would read them).
public enum StarsArgument {
    public static func parse(_ text: String) throws(UsageError) -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw UsageError(
                "\(OptionName.stars) must be a decimal number between 0 and 5 (got '\(TerminalSafe.line(String(text.prefix(40))))')"
            )
        }
        return value
    }
}
