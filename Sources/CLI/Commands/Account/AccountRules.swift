import Presentation

/// Checks account input with the original app's rules; every broken rule is named, nothing is sent.
enum AccountRules {
    static func check(name: String? = nil, email: String? = nil, password: String? = nil) throws {
        let problems =
            (name.map(AccountInputValidator.nameProblems) ?? []) + (email.map(AccountInputValidator.emailProblems) ?? [])
            + (password.map(AccountInputValidator.passwordProblems) ?? [])
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "; ")) }
    }

    static let maxImageBytes = 2 * 1024 * 1024
}
