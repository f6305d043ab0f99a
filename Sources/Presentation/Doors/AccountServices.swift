import Domain

/// The Foodybite-server services the account and review commands use, built for one server.
public struct AccountServices: Sendable {
    public var signUp: any SignUpService
    public var login: any LoginService
    public var logout: any LogoutService
    public var account: any AccountService
    public var changePassword: any ChangePasswordService
    public var currentUser: any CurrentUserService
    /// Sends a review; when it cannot, keeps it in the outbox and throws a temporary error saying so.
    public var addReview: any AddReviewService
    /// The user's reviews, from the cache when the server cannot be reached.
    public var reviews: any GetReviewsService
    /// The logged-in account's reviews waiting in the outbox.
    public var pendingReviews: any PendingReviewsService
    public var sync: any ReviewSyncService

    public init(
        signUp: any SignUpService, login: any LoginService, logout: any LogoutService, account: any AccountService,
        changePassword: any ChangePasswordService, currentUser: any CurrentUserService, addReview: any AddReviewService,
        reviews: any GetReviewsService, pendingReviews: any PendingReviewsService, sync: any ReviewSyncService
    ) {
        self.signUp = signUp
        self.login = login
        self.logout = logout
        self.account = account
        self.changePassword = changePassword
        self.currentUser = currentUser
        self.addReview = addReview
        self.reviews = reviews
        self.pendingReviews = pendingReviews
        self.sync = sync
    }
}
