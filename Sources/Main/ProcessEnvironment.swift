#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment as `NAME: value`, read from `environ` once at start: what
/// `ProcessInfo.processInfo.environment` gives, without its character-by-character search for each `=` (about
/// a million instructions a run). A name given twice keeps its first value, as `getenv` does.
public enum ProcessEnvironment {
    public static func read() -> [String: String] {
        // Room for every entry at once: grown by doubling, the dictionary was rehashed five times (half a million
        // instructions a run).
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
