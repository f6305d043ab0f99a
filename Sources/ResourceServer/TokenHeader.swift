import Foundation

/// A JWS's protected header, read before any key is used (RFC 7515): its algorithm, key id and type. A token that
/// is not three base64url parts, or whose header is not a small JSON object, has none: it is not a JWT.
struct TokenHeader: Sendable, Equatable {
    let algorithm: String?
    let keyID: String?
    let type: String?

    /// The longest header read: a JWT's is a few dozen bytes.
    static let limit = 2_048

    private struct Fields: Decodable {
        let alg: String?
        let kid: String?
        let typ: String?
    }

    init?(token: String) {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count <= Self.limit, !parts[1].isEmpty,
            let data = Self.base64URLDecoded(parts[0]), let fields = try? JSONDecoder().decode(Fields.self, from: data)
        else { return nil }
        algorithm = fields.alg
        keyID = fields.kid
        type = fields.typ
    }

    static func base64URLDecoded(_ text: Substring) -> Data? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }

    /// Whether the type is an access token's (RFC 9068 section 2.1: `at+jwt`, or `application/at+jwt`).
    var isAccessToken: Bool {
        guard let type = type?.lowercased() else { return false }
        return type == "at+jwt" || type == "application/at+jwt"
    }
}
