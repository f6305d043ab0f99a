import Foundation

/// Replaces secrets (API keys, tokens) and line breaks in text meant for a terminal or a log.
public struct Redactor: Sendable {
    private let secrets: [String]

    public init(secrets: [String]) {
        // Longest first, so that a secret containing another is replaced whole; very short values would
        // turn ordinary words into noise and are not secrets worth the name.
        self.secrets = secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
    }

    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets {
            result = result.replacingOccurrences(of: secret, with: "[REDACTED]")
        }
        return result.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
