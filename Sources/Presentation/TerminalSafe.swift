/// Text from a server or a file made safe to print for people: no escape sequence reaches the terminal and no
/// line break splits a row. Tab, CR and LF become a space; every other C0 control, DEL, C1 control and bidi
/// override (which can reorder what a terminal shows) becomes U+FFFD. JSON output is not passed through here:
/// it keeps the exact text, escaped as JSON does.
public enum TerminalSafe {
    public static func line(_ text: String) -> String {
        // Every unsafe scalar has a byte below 0x20, 0x7F, or starts with 0xC2 (C1) or 0xE2 (the bidi controls): text
        // without one is safe, known without decoding a scalar.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
            text.unicodeScalars.contains(where: isUnsafe)
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) {
                scalars.append(scalar)
            } else if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                scalars.append(" ")
            } else {
                scalars.append("\u{FFFD}")
            }
        }
        return String(scalars)
    }

    /// Each line of `text` made safe, its line breaks kept (for diagnostics that end in a newline).
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }.joined(separator: "\n")
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
