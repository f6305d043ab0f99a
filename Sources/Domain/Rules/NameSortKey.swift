import Foundation

/// The key places are sorted by name with: case- and accent-insensitive, locale-independent, in NFC, so that
/// comparing two keys as Swift strings and comparing their UTF-8 bytes (SQLite's BINARY) give the same order.
/// The first 200 characters decide (folding is slow, and a name from a hostile server may be megabytes long).
public enum NameSortKey {
    public static func of(_ name: String) -> String {
        let prefix = String(name.prefix(200))
        // ASCII folds to its lower case, already in NFC: no need for ICU.
        if prefix.utf8.allSatisfy({ $0 < 0x80 }) { return prefix.lowercased() }
        return prefix.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
