import Foundation

/// Reads a JSON body the way the Foodybite server (Vapor) does, with its error texts.
struct RequestBody {
    enum Failure: Error {
        case badRequest(String)
    }

    private let object: [String: Any]

    init(_ data: Data) throws(Failure) {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .badRequest("Unable to decode the request body as JSON.")
        }
        self.object = object
    }

    func string(_ key: String) throws(Failure) -> String {
        guard let value = object[key] else { throw .badRequest("Value required for key '\(key)'.") }
        guard let string = value as? String else { throw .badRequest("Value of type 'String' required for key '\(key)'.") }
        return string
    }

    func int(_ key: String) throws(Failure) -> Int {
        guard let value = object[key] else { throw .badRequest("Value required for key '\(key)'.") }
        // JSONSerialization gives `true` and `false` as NSNumbers of their own class, and every NSNumber of 0 or 1 casts
        // to Bool (`value is Bool` refused `"stars": 1`, issue 66); Vapor's Codable takes no boolean for an Int.
        guard let number = value as? NSNumber, !Self.isBoolean(number), let int = Int(exactly: number.doubleValue) else {
            throw .badRequest("Value of type 'Int' required for key '\(key)'.")
        }
        return int
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) == type(of: NSNumber(value: true))
    }

    func optionalData(_ key: String) throws(Failure) -> Data? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let string = value as? String, let data = Data(base64Encoded: string) else {
            throw .badRequest("Value of type 'Data' required for key '\(key)'.")
        }
        return data
    }

    /// ISO-8601, with or without fractional seconds, `Z` or `+0000`.
    func date(_ key: String) throws(Failure) -> Date {
        let text = try string(key)
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = plain.date(from: text) ?? fractional.date(from: text) else {
            throw .badRequest("Value of type 'Date' required for key '\(key)'.")
        }
        return date
    }
}

/// Vapor's validations, with its messages; all broken rules are reported together, joined by ", ".
enum ServerValidation {
    static func check(_ rules: [(Bool, String)]) throws(RequestBody.Failure) {
        let broken = rules.filter { !$0.0 }.map(\.1)
        if !broken.isEmpty { throw .badRequest(broken.joined(separator: ", ")) }
    }

    static func minimum(_ key: String, _ text: String, _ count: Int) -> (Bool, String) {
        (text.count >= count, "\(key) is less than minimum of \(count) character(s)")
    }

    static func email(_ text: String) -> (Bool, String) {
        let valid = text.range(of: #"^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}$"#, options: .regularExpression) != nil
        return (valid, "email is not a valid email address")
    }
}
