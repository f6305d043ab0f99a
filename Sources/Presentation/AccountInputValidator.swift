import Foundation

/// The original app's rules for account input, checked before anything is sent; one message per broken rule.
public enum AccountInputValidator {
    public static let specialCharacters = ".*&^%$#@()/"

    public static func passwordProblems(_ password: String) -> [String] {
        var problems: [String] = []
        if password.count < 8 { problems.append("the password needs at least 8 characters") }
        if !password.contains(where: \.isUppercase) { problems.append("the password needs an uppercase letter") }
        if !password.contains(where: \.isLowercase) { problems.append("the password needs a lowercase letter") }
        if !password.contains(where: \.isNumber) { problems.append("the password needs a digit") }
        if !password.contains(where: { specialCharacters.contains($0) }) {
            problems.append("the password needs one of \(specialCharacters)")
        }
        return problems
    }

    public static func emailProblems(_ email: String) -> [String] {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        let valid =
            parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
            && !parts[1].hasSuffix(".") && !email.contains(where: \.isWhitespace)
        return valid ? [] : ["'\(email)' is not a valid email address"]
    }

    public static func nameProblems(_ name: String) -> [String] {
        name.trimmingCharacters(in: .whitespaces).count >= 3 ? [] : ["the name needs at least 3 characters"]
    }
}
