import Foundation

/// The key places are sorted by name with: case- and accent-insensitive, locale-independent, in NFC, so that
/// comparing two keys as Swift strings and comparing their UTF-8 bytes (SQLite's BINARY) give the same order.
/// The first 200 characters decide (folding is slow, and a name from a hostile server may be megabytes long).
public enum NameSortKey {
    public static func of(_ name: String) -> String {
        String(name.prefix(200)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
