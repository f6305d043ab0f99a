import Crypto
import Foundation

/// Passwords never leave the process in clear: the server receives SHA-512 of the UTF-8 bytes, as 128
/// lowercase hex characters (the server bcrypts whatever it receives).
public enum PasswordHasher {
    public static func hash(_ password: String) -> String {
        SHA512.hash(data: Data(password.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
