/// A number written in plain decimal notation (`-33.8688`, `151`, `.5`): what people type for coordinates.
/// `Double(_:)` also reads hex floats (`0x1p3`), exponents, `nan` and `inf`, none of which is a coordinate.
public enum DecimalNumber {
    public static func parse(_ text: String) -> Double? { parse(text[...]) }

    /// Not generic: reading a `some StringProtocol`'s UTF-8 view looks up its conformances at run time (a search
    /// of every conformance record, 0.3 M instructions, the first time).
    public static func parse(_ text: Substring) -> Double? {
        var digits = 0
        var dots = 0
        // Counted by hand rather than `enumerated()`: its iterator's generic metadata costs a conformance search
        // (about 0.3 M instructions) the first time a run reads a number.
        var offset = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "-") where offset == 0: break
            case UInt8(ascii: "+") where offset == 0: break
            default: return nil
            }
            offset += 1
        }
        guard digits > 0, dots <= 1, digits <= 32 else { return nil }
        return Double(String(text))
    }
}
