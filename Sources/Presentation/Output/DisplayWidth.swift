/// How many terminal columns text takes: 2 for East Asian wide characters and emoji, 0 for combining marks
/// and joiners, 1 otherwise. Measured per grapheme cluster, as terminals draw them.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        // Printable ASCII, by far the most common text, is one column a byte: no grapheme breaking needed.
        if isPrintableASCII(text.utf8) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation {
            return 2
        }
        return scalars.map(width(of:)).max() ?? 0
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || (value < 0x20) || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// Whether `value` is in `wideRanges` (sorted, apart): a binary search.
    private static func isWide(_ value: UInt32) -> Bool {
        var (low, high) = (wideRanges.startIndex, wideRanges.endIndex)
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.endIndex && wideRanges[low].contains(value)
    }

    /// East Asian Wide and Fullwidth blocks (Unicode 15, grouped), in order.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Whether every byte is printable ASCII (one column each).
    private static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` padded with spaces to `width` columns (never shortened).
    public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignRight ? padding + text : text + padding
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a word longer than a line is broken where it
    /// must), each line after the first starting with `indent`; the first line's `prefix` counts towards its width.
    /// Linear in the length of `text` (a hostile server's megabyte-long word included).
    public static func wrap(_ text: String, width: Int, prefix: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var line = prefix
        var used = of(prefix)
        var hasText = false
        let indentWidth = of(indent)
        func startLine() {
            lines.append(line)
            (line, used, hasText) = (indent, indentWidth, false)
        }
        for word in text.split(separator: " ") {
            let ascii = isPrintableASCII(word.utf8)
            let wordWidth = ascii ? word.utf8.count : of(String(word))
            if hasText, used + 1 + wordWidth > width { startLine() }
            if used + (hasText ? 1 : 0) + wordWidth <= width {
                line += (hasText ? " " : "") + word
                used += (hasText ? 1 : 0) + wordWidth
                hasText = true
                continue
            }
            if ascii {
                // A long printable ASCII word (a hostile server's megabyte-long one): cut in pieces that fill each
                // line, as the loop below would character by character.
                var rest = word
                while !rest.isEmpty {
                    if hasText, used >= width { startLine() }
                    let piece = rest.utf8.prefix(hasText ? width - used : max(1, width - used))
                    line += Substring(piece)
                    used += piece.count
                    hasText = true
                    rest = rest[piece.endIndex...]
                }
                continue
            }
            for character in word {
                let characterWidth = of(character)
                if hasText, used + characterWidth > width { startLine() }
                line.append(character)
                used += characterWidth
                hasText = true
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` cut to at most `width` columns, ending with "…" when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
