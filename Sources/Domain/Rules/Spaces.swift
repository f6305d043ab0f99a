/// Foundation's `CharacterSet.whitespaces` (spaces: Unicode category Zs, the tab and, in swift-corelibs-foundation,
/// the zero width space U+200B), without Foundation's string
/// bridging, which costs about half a million instructions the first time a run trims anything.
public enum Spaces {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The text without the spaces that begin and end it: `trimmingCharacters(in: .whitespaces)`.
    public static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }),
            let last = scalars.lastIndex(where: { !contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    public static func trimmed(_ text: String) -> String { trimmed(text[...]) }

    /// Whether the text is empty or only spaces.
    public static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(contains)
    }
}
