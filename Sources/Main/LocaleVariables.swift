import Domain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The locale variables (`LC_ALL`, `LC_*`, `LANG`) as ICU will read them: a value that is no POSIX locale name is
/// dropped from the process's environment at its start, before any thread runs, as the C library itself falls back to
/// `C` for it. ICU reads these variables for Foundation's default locale, and one whose language part has 12 letters or
/// more (`LANG=xxxxxxxxxxxx`) made it write past a buffer (issue 55: `details` exited 70, `foodybite-mcp` died of
/// SIGSEGV). foodybite's own conventions read the same names and pass over what `PosixLocale` does not read.
enum LocaleVariables {
    static let names = [
        "LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES", "LC_PAPER", "LC_NAME",
        "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION", "LANG", "LANGUAGE",
    ]

    /// Unsets each of `names` whose value `isWellFormed` refuses.
    static func dropMalformed() {
        for name in names {
            guard let value = getenv(name) else { continue }
            if !isWellFormed(String(cString: value), list: name == "LANGUAGE") { unsetenv(name) }
        }
    }

    /// `C`, `POSIX`, `C.UTF-8`, or `language[_TERRITORY][.codeset][@modifier]` as `PosixLocale` reads it, of at most
    /// 64 bytes; `LANGUAGE` is a colon-separated list of them. Empty is well formed (unset, for the C library).
    static func isWellFormed(_ value: String, list: Bool = false) -> Bool {
        guard value.utf8.count <= 64 else { return false }
        guard !list else { return value.split(separator: ":").allSatisfy { isWellFormed(String($0)) } }
        if value.isEmpty || value == "C" || value == "POSIX" { return true }
        let (base, rest) = split(value)
        guard rest.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else { return false }
        return base == "C" || PosixLocale(base) != nil
    }

    /// `fr_FR` and `.UTF-8@euro`.
    private static func split(_ value: String) -> (String, String) {
        guard let cut = value.firstIndex(where: { $0 == "." || $0 == "@" }) else { return (value, "") }
        return (String(value[..<cut]), String(value[cut...]))
    }
}
