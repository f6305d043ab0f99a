import Crypto
import FlyingFox
import Foundation

/// The Foodybite server contract (`shared/specs/foodybite-server-api.md`), route for route.
struct FoodybiteServerAPI: Sendable {
    let store: AccountStore
    let tokens: AccessTokens
    let refreshTokenLifetime: TimeInterval
    let now: @Sendable () -> Date

    func handle(_ request: RequestContext) -> HTTPResponse? {
        do {
            switch (request.method, request.path) {
            case ("POST", "/auth/signup"): return try signUp(request)
            case ("POST", "/auth/login"): return try login(request)
            case ("POST", "/auth/accessToken"): return try refresh(request)
            case ("POST", "/auth/changePassword"): return try authenticated(request, changePassword)
            case ("POST", "/auth/account"): return try authenticated(request, updateAccount)
            case ("DELETE", "/auth/account"): return try authenticated(request, deleteAccount)
            case ("POST", "/auth/logout"): return try authenticated(request, logout)
            case ("POST", "/review"): return try authenticated(request, addReview)
            case ("GET", "/review"): return try authenticated(request) { try reviews($0, $1, placeID: nil) }
            case ("GET", _) where request.path.hasPrefix("/review/") && request.path.count > "/review/".count:
                let placeID = String(request.path.dropFirst("/review/".count)).removingPercentEncoding ?? ""
                return try authenticated(request) { try reviews($0, $1, placeID: placeID) }
            default:
                return nil
            }
        } catch RequestBody.Failure.badRequest(let reason) {
            return Reply.serverError(400, reason)
        } catch {
            return Reply.serverError(500, "Something went wrong.")
        }
    }

    // MARK: - Unauthenticated

    private func signUp(_ request: RequestContext) throws -> HTTPResponse {
        let body = try RequestBody(request.body)
        let (name, email, password) = (try body.string("name"), try body.string("email"), try body.string("password"))
        let image = try body.optionalData("profile_image")
        try ServerValidation.check([
            ServerValidation.minimum("name", name, 3), ServerValidation.email(email),
            ServerValidation.minimum("password", password, 8),
        ])
        let salt = UUID().uuidString
        let user = AccountStore.User(
            id: UUID().uuidString, name: name, email: email, profileImage: image, passwordHash: Self.hash(password, salt: salt),
            salt: salt)
        guard try store.insert(user) else { return Reply.serverError(400, "A user with that email already exists") }
        return Reply.empty(status: 201)
    }

    private func login(_ request: RequestContext) throws -> HTTPResponse {
        let body = try RequestBody(request.body)
        let (email, password) = (try body.string("email"), try body.string("password"))
        try ServerValidation.check([ServerValidation.email(email), ServerValidation.minimum("password", password, 8)])
        guard let user = try store.user(email: email), Self.hash(password, salt: user.salt) == user.passwordHash else {
            return Reply.serverError(404, "Email or password was incorrect")
        }
        let refreshToken = Self.newRefreshToken()
        try store.startSession(userID: user.id, token: refreshToken, expiresAt: now().addingTimeInterval(refreshTokenLifetime))
        return Reply.json([
            "user": Self.userJSON(user),
            "token": ["accessToken": tokens.issue(userID: user.id), "refreshToken": refreshToken],
        ])
    }

    private func refresh(_ request: RequestContext) throws -> HTTPResponse {
        // The real server authenticates this route with the access-token middleware first: any Bearer header,
        // even an expired one, is refused before the refresh handler runs.
        if request.header("Authorization") != nil { return Reply.serverError(401, "expired") }
        let token = try RequestBody(request.body).string("refreshToken")
        guard let session = try store.session(token: token), try store.user(id: session.userID) != nil else {
            return Reply.serverError(404, "User or refresh token was not found")
        }
        guard session.expiresAt > now() else {
            _ = try store.endSession(userID: session.userID)
            return Reply.serverError(401, "Refresh token has expired")
        }
        let rotated = Self.newRefreshToken()
        try store.startSession(userID: session.userID, token: rotated, expiresAt: now().addingTimeInterval(refreshTokenLifetime))
        return Reply.json(["accessToken": tokens.issue(userID: session.userID), "refreshToken": rotated])
    }

    // MARK: - Authenticated

    private func authenticated(_ request: RequestContext, _ handler: (RequestContext, String) throws -> HTTPResponse) throws
        -> HTTPResponse
    {
        guard let header = request.header("Authorization"), header.hasPrefix("Bearer ") else {
            return Reply.serverError(401, "Unauthorized")
        }
        switch tokens.verify(String(header.dropFirst("Bearer ".count))) {
        case .valid(let userID): return try handler(request, userID)
        case .expired: return Reply.serverError(401, "expired")
        case .invalid: return Reply.serverError(401, "Unauthorized")
        }
    }

    private func changePassword(_ request: RequestContext, _ userID: String) throws -> HTTPResponse {
        let body = try RequestBody(request.body)
        let (current, new) = (try body.string("currentPassword"), try body.string("newPassword"))
        try ServerValidation.check([
            ServerValidation.minimum("currentPassword", current, 8), ServerValidation.minimum("newPassword", new, 8),
        ])
        guard var user = try store.user(id: userID) else { return Reply.serverError(404, "User was not found") }
        // Like the real server, the current password is not checked.
        user.salt = UUID().uuidString
        user.passwordHash = Self.hash(new, salt: user.salt)
        _ = try store.update(user)
        return Reply.empty(status: 200)
    }

    private func updateAccount(_ request: RequestContext, _ userID: String) throws -> HTTPResponse {
        let body = try RequestBody(request.body)
        let (name, email) = (try body.string("name"), try body.string("email"))
        let image = try body.optionalData("profileImage")
        try ServerValidation.check([ServerValidation.minimum("name", name, 3), ServerValidation.email(email)])
        guard var user = try store.user(id: userID) else { return Reply.serverError(404, "User was not found") }
        (user.name, user.email, user.profileImage) = (name, email, image)
        guard try store.update(user) else { return Reply.serverError(500, "Something went wrong.") }
        return Reply.json(Self.userJSON(user))
    }

    private func deleteAccount(_ request: RequestContext, _ userID: String) throws -> HTTPResponse {
        try store.deleteUser(id: userID)
        return Reply.empty(status: 200)
    }

    private func logout(_ request: RequestContext, _ userID: String) throws -> HTTPResponse {
        guard try store.user(id: userID) != nil else { return Reply.serverError(404, "User was not found") }
        guard try store.endSession(userID: userID) else { return Reply.serverError(404, "Refresh token was not found") }
        return Reply.empty(status: 200)
    }

    private func addReview(_ request: RequestContext, _ userID: String) throws -> HTTPResponse {
        let body = try RequestBody(request.body)
        let restaurantID = try body.string("restaurantID")
        let text = try body.string("text")
        let stars = try body.int("stars")
        let createdAt = try body.date("createdAt")
        try ServerValidation.check([
            (stars <= 5, "stars is greater than maximum of 5"), (stars >= 1, "stars is less than minimum of 1"),
        ])
        guard try store.user(id: userID) != nil else { return Reply.serverError(404, "User was not found") }
        try store.addReview(
            userID: userID, restaurantID: restaurantID, text: text, rating: stars, createdAt: Self.dateOnly(createdAt))
        return Reply.empty(status: 200)
    }

    private func reviews(_ request: RequestContext, _ userID: String, placeID: String?) throws -> HTTPResponse {
        if placeID == nil, try store.user(id: userID) == nil { return Reply.serverError(404, "User was not found") }
        let reviews = try store.reviews(userID: userID, restaurantID: placeID).map { review -> [String: Any] in
            var object: [String: Any] = [
                "restaurantID": review.restaurantID, "authorName": review.authorName, "reviewText": review.text,
                "rating": review.rating, "createdAt": review.createdAt,
            ]
            if let image = review.profileImage { object["profileImageData"] = image.base64EncodedString() }
            return object
        }
        return Reply.json(reviews)
    }

    // MARK: - Helpers

    static func userJSON(_ user: AccountStore.User) -> [String: Any] {
        var object: [String: Any] = ["id": user.id, "name": user.name, "email": user.email]
        if let image = user.profileImage { object["profileImage"] = image.base64EncodedString() }
        return object
    }

    /// The server stores `createdAt` as a DATE: the time of day comes back as midnight UTC.
    static func dateOnly(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date) + "T00:00:00Z"
    }

    static func hash(_ password: String, salt: String) -> String {
        SHA256.hash(data: Data((salt + password).utf8)).map { String(format: "%02x", $0) }.joined()
    }

    static func newRefreshToken() -> String {
        (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }
}
