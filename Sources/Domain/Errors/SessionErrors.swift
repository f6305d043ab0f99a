/// The session failures a user must act on (exit 77).
public enum SessionErrors {
    public static let notLoggedIn = ServiceError(
        .permissionDenied, "not logged in: run 'foodybite account login --email EMAIL' first")
    public static let expired = ServiceError(
        .permissionDenied, "the session has expired and could not be refreshed: run 'foodybite account login --email EMAIL'")
}
