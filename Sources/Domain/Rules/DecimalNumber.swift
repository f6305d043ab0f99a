/// A number written in plain decimal notation (`-33.8688`, `151`, `.5`): what people type for coordinates.
/// `Double(_:)` also reads hex floats (`0x1p3`), exponents, `nan` and `inf`, none of which is a coordinate.
public enum DecimalNumber {
    public static func parse(_ text: some StringProtocol) -> Double? {
        var digits = 0
        var dots = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "-") where offset == 0: break
            case UInt8(ascii: "+") where offset == 0: break
            default: return nil
            }
        }
        guard digits > 0, dots <= 1, digits <= 32 else { return nil }
        return Double(String(text))
    }
}
