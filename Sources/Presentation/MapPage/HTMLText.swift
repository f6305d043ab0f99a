import Foundation

/// Text from a provider, a file or the user made safe for the page: escaped for HTML's text and attribute values,
/// and for a JSON data block inside a `<script>` element. Control characters (but tab and line feed) become U+FFFD:
/// they are never written raw.
enum HTMLText {
    /// For an element's text or a quoted attribute value.
    static func escape(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: isControl(scalar) ? "\u{FFFD}" : nil
            }
        }
    }

    /// The text with control characters replaced, for values the page's script sets as text.
    static func clean(_ text: String) -> String {
        replacing(text) { isControl($0) ? "\u{FFFD}" : nil }
    }

    /// JSON text safe inside `<script type="application/json">`: no `<`, `>` or `&` (so no `</script>` and no
    /// comment), and no U+2028/U+2029, each as its `\u` escape (the same value for `JSON.parse`).
    static func scriptJSON(_ json: String) -> String {
        replacing(json) { scalar in
            ["<", ">", "&", "\u{2028}", "\u{2029}"].contains(scalar)
                ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16) : nil
        }
    }

    /// Each scalar `replacement` has a text for replaced by it; the others kept.
    private static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}
