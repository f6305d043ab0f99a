/// Foundation's `CharacterSet.whitespaces` (spaces: Unicode category Zs, the tab and, in swift-corelibs-foundation,
/// the zero width space U+200B), without Foundation's string
/// bridging, which costs about half a million instructions the first time a run trims anything.
public enum Spaces {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `CharacterSet.whitespacesAndNewlines`: a space or a line break (LF, VT, FF, CR, NEL, U+2028, U+2029).
    public static func containsOrBreaks(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: contains(scalar)
        }
    }

    /// The text without the spaces (and, when asked, line breaks) that begin and end it:
    /// `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines`).
    public static func trimmed(_ text: Substring, breaks: Bool = false) -> String {
        let scalars = text.unicodeScalars
        let trimmed = breaks ? containsOrBreaks : contains
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
            let last = scalars.lastIndex(where: { !trimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    public static func trimmed(_ text: String, breaks: Bool = false) -> String { trimmed(text[...], breaks: breaks) }

    /// Whether the text is empty or only spaces.
    public static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(contains)
    }

    /// The same for a `String`: the generic one, called from another module, runs through its witness tables
    /// (OpenStreetMap's tags ask it a million times for a city's answer).
    public static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.unicodeScalars.allSatisfy(contains)
    }
}
