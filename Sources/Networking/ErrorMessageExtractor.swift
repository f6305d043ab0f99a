import Foundation

/// Finds a server's own error message in a body: Google's `{"error":{"message"}}` and `error_message`,
/// Foodybite's `{"reason"}`, Foursquare's `{"message"}`, or a short plain-text body.
public enum ErrorMessageExtractor {
    private struct Envelope: Decodable {
        struct Nested: Decodable { let message: String? }
        let error: Nested?
        let reason: String?
        let errorMessage: String?
        let message: String?

        enum CodingKeys: String, CodingKey {
            case error, reason, message
            case errorMessage = "error_message"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            error = try? container.decodeIfPresent(Nested.self, forKey: .error)
            reason = try? container.decodeIfPresent(String.self, forKey: .reason)
            errorMessage = try? container.decodeIfPresent(String.self, forKey: .errorMessage)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
        }
    }

    public static func message(from data: Data) -> String? {
        if let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
            let message = envelope.error?.message ?? envelope.reason ?? envelope.errorMessage ?? envelope.message
        {
            return oneLine(message)
        }
        guard data.count <= 200, let text = String(data: data, encoding: .utf8), !text.contains("<") else {
            return nil
        }
        let line = oneLine(text)
        return line.isEmpty ? nil : line
    }

    /// Collapses whitespace and newlines so that a message fits on one line.
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
}
