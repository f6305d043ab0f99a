import Domain

/// What the Foodybite server's failures mean for a user, route quirks included.
enum ServerErrorMapper {
    static let service = "the Foodybite server"

    static func serviceError(_ error: NetworkError, route: Route = .other) -> ServiceError {
        guard case .httpStatus(let code, let message, _) = error else { return error.serviceError(service: service) }
        let reason = message ?? "HTTP \(code)"
        switch (route, code) {
        case (.login, 404):
            return ServiceError(.permissionDenied, "email or password incorrect")
        case (.signUp, 400) where reason.localizedCaseInsensitiveContains("already exists"):
            return ServiceError(.conflict, "an account with that email already exists")
        case (.updateAccount, 500):
            return ServiceError(.conflict, "that email belongs to another account")
        case (_, 400):
            return ServiceError(.invalidInput, "the server refused the request: \(reason)")
        case (_, 401):
            return SessionErrors.expired
        case (_, 404) where reason == "User was not found":
            return ServiceError(.permissionDenied, "this account no longer exists on the server: sign up or log in again")
        default:
            return error.serviceError(service: service)
        }
    }

    enum Route {
        case signUp, login, updateAccount, other
    }
}
