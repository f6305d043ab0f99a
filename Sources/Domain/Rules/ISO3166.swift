/// ISO 3166-1's officially assigned alpha-2 codes (249; from the standard's list as Debian's iso-codes and pycountry
/// 26.2.16 publish it). A code outside it is no country: the reserved ones OpenStreetMap also carries (`FX`, France
/// métropolitaine inside France; `EU`; `UK`, exceptionally reserved), the user-assigned ones (`XK`), and anything else.
public enum ISO3166 {
    public static func isAssigned(_ code: String) -> Bool {
        let letters = Array(code.utf8)
        guard letters.count == 2, let index = slot(letters[0], letters[1]) else { return false }
        return assigned[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Two capital letters as one of 26 × 26 slots.
    private static func slot(_ first: UInt8, _ second: UInt8) -> Int? {
        guard (0x41...0x5A).contains(first), (0x41...0x5A).contains(second) else { return nil }
        return Int(first - 0x41) * 26 + Int(second - 0x41)
    }

    /// A bit a slot, set for each code of the list (read once on first use, byte by byte: a set of 249 strings cost
    /// 0.8 M instructions at every start that read a country).
    private static let assigned: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (26 * 26 + 63) / 64)
        let letters = Array(codes.utf8).filter { $0 != 0x20 && $0 != 0x0A }
        for pair in stride(from: 0, to: letters.count - 1, by: 2) {
            guard let index = slot(letters[pair], letters[pair + 1]) else { continue }
            bits[index / 64] |= 1 << UInt64(index % 64)
        }
        return bits
    }()

    private static let codes = """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY
        BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK
        FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
        IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK
        ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
        PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF
        TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
        """
}
