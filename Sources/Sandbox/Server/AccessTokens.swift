import Crypto
import Foundation

/// HS256 JSON Web Tokens carrying the user id (`sub`) and an expiry (`exp`), like the Foodybite server's.
struct AccessTokens: Sendable {
    enum Verdict: Equatable {
        case valid(userID: String)
        case expired
        case invalid
    }

    let secret: String
    let lifetime: Duration
    let now: @Sendable () -> Date

    func issue(userID: String) -> String {
        let header = Self.base64URL(Data(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
        let issuedAt = Int(now().timeIntervalSince1970)
        let seconds = Double(lifetime.components.seconds) + Double(lifetime.components.attoseconds) / 1e18
        let payload = Self.base64URL(
            Data(#"{"sub":"\#(userID)","iat":\#(issuedAt),"exp":\#(now().timeIntervalSince1970 + seconds)}"#.utf8))
        return "\(header).\(payload).\(signature(of: "\(header).\(payload)"))"
    }

    func verify(_ token: String) -> Verdict {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, signature(of: "\(parts[0]).\(parts[1])") == parts[2],
            let payload = Self.decodeBase64URL(parts[1]),
            let claims = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any],
            let userID = claims["sub"] as? String, let expiry = (claims["exp"] as? NSNumber)?.doubleValue
        else { return .invalid }
        return expiry > now().timeIntervalSince1970 ? .valid(userID: userID) : .expired
    }

    private func signature(of text: String) -> String {
        let key = SymmetricKey(data: Data(secret.utf8))
        return Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key)))
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func decodeBase64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
