import Foundation

/// Creates an account. `password` is the clear text; implementations hash it before it leaves the process.
public protocol SignUpService: Sendable {
    func signUp(name: String, email: String, password: String, profileImage: Data?) async throws
}

/// Starts a session and returns who is logged in.
public protocol LoginService: Sendable {
    func login(email: String, password: String) async throws -> User
}

/// Ends the current session.
public protocol LogoutService: Sendable {
    func logout() async throws
}

/// Changes or deletes the logged-in account.
public protocol AccountService: Sendable {
    func updateAccount(name: String, email: String, profileImage: Data?) async throws -> User
    func deleteAccount() async throws
}

/// Replaces the logged-in user's password.
public protocol ChangePasswordService: Sendable {
    func changePassword(currentPassword: String, newPassword: String) async throws
}
