import Foundation
import JWTKit

/// A claim's value in a test token: changed, or left out.
public enum TestClaim: Sendable {
    case text(String)
    case texts([String])
    case number(Double)
    case absent
}

/// The claims of a test access token, each settable to anything an authorization server could put there.
struct TestPayload: JWTPayload {
    var iss: String?
    var sub: String?
    var aud: [String]?
    var exp: Double?
    var nbf: Double?
    var scope: String?
    var client_id: String?

    func verify(using algorithm: some JWTAlgorithm) async throws {}

    mutating func set(_ name: String, _ claim: TestClaim) {
        switch (name, claim) {
        case ("iss", .text(let value)): iss = value
        case ("iss", .absent): iss = nil
        case ("aud", .texts(let values)): aud = values
        case ("aud", .absent): aud = nil
        case ("exp", .number(let value)): exp = value
        case ("exp", .absent): exp = nil
        case ("nbf", .number(let value)): nbf = value
        case ("scope", .text(let value)): scope = value
        default: break
        }
    }
}
