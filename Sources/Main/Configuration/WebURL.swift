import Foundation

/// Base URLs from the environment or the config file, checked and normalised once: http(s) only, with a host;
/// the scheme and host lower-cased (`HTTP://Example.com` would pass a check and then fail every request, as
/// URLSession on Linux compares schemes case-sensitively).
enum WebURL {
    static func normalized(_ text: String) -> URL? {
        // No white space or control character: a pasted line break is not silently part of every request's URL.
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }),
            var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty
        else { return nil }
        components.scheme = scheme
        components.host = host.lowercased()
        return components.url
    }

    /// `text` with any `user:password@` replaced, for messages: a URL with credentials is never echoed whole.
    static func redactingUserInfo(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://"), let at = text[schemeEnd.upperBound...].firstIndex(of: "@") else {
            return text
        }
        let authorityEnd = text[schemeEnd.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        guard at < authorityEnd else { return text }
        return String(text[..<schemeEnd.upperBound]) + "[REDACTED]@" + String(text[text.index(after: at)...])
    }
}
