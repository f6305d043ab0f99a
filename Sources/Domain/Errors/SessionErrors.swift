/// The session failures a user must act on (exit 77), worded when raised: in the words of the front end of the call.
public enum SessionErrors {
    public static var notLoggedIn: ServiceError {
        ServiceError(.permissionDenied, "not logged in: run \(SuggestedCommand.accountLogin(email: nil)) first")
    }

    public static var expired: ServiceError {
        ServiceError(
            .permissionDenied,
            "the session has expired and could not be refreshed: run \(SuggestedCommand.accountLogin(email: nil))")
    }
}
