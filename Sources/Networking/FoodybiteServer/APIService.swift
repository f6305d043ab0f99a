import Domain
import Foundation

/// The Foodybite server behind the Domain's account and review protocols. Passwords are hashed before they
/// leave the process; tokens go to the token store.
public struct APIService: SignUpService, LoginService, LogoutService, AccountService, ChangePasswordService,
    AddReviewService, GetReviewsService, CurrentUserService
{
    private let plain: RemoteLoader
    private let authenticated: RemoteLoader
    private let store: any TokenStore
    private let server: String

    /// `client` is the undecorated client; `authenticatedClient` signs requests (see `AuthenticatedHTTPClient`).
    public init(baseURL: URL, client: any HTTPClient, authenticatedClient: any HTTPClient, store: any TokenStore) {
        plain = RemoteLoader(client: client, baseURL: baseURL)
        authenticated = RemoteLoader(client: authenticatedClient, baseURL: baseURL)
        self.store = store
        server = baseURL.absoluteString
    }

    public func signUp(name: String, email: String, password: String, profileImage: Data?) async throws {
        let endpoint = SignUpEndpoint(
            name: name, email: email, hashedPassword: PasswordHasher.hash(password), profileImage: profileImage)
        try await send(plain, endpoint, route: .signUp)
    }

    public func login(email: String, password: String) async throws -> User {
        let response: LoginResponse
        do {
            response = try await plain.load(
                AuthEndpoint.login(email: email, hashedPassword: PasswordHasher.hash(password)), as: LoginResponse.self,
                decoder: ServerJSON.decoder)
        } catch {
            throw ServerErrorMapper.serviceError(error, route: .login)
        }
        try store.write(StoredSession(token: response.token, user: response.user.model, server: server))
        return response.user.model
    }

    public func logout() async throws {
        do {
            _ = try await authenticated.send(AuthEndpoint.logout)
        } catch .httpStatus(404, _, _) {
            // The server had no session left for us (already logged out elsewhere): nothing to end there.
        } catch {
            throw ServerErrorMapper.serviceError(error)
        }
        try store.delete()
    }

    public func updateAccount(name: String, email: String, profileImage: Data?) async throws -> User {
        let user: User
        do {
            user = try await authenticated.load(
                AccountEndpoint.update(name: name, email: email, profileImage: profileImage), as: RemoteUser.self,
                decoder: ServerJSON.decoder
            ).model
        } catch {
            throw ServerErrorMapper.serviceError(error, route: .updateAccount)
        }
        if let session = try store.read() { try store.write(session.replacing(user: user)) }
        return user
    }

    public func deleteAccount() async throws {
        try await send(authenticated, AccountEndpoint.delete)
        try store.delete()
    }

    /// The server never checks `currentPassword`, so the client does: a login with it comes first (and, as a login
    /// ends the account's other sessions, its fresh tokens are the ones the change is sent with).
    public func changePassword(currentPassword: String, newPassword: String) async throws {
        guard let session = try store.read(), session.server == server else { throw SessionErrors.notLoggedIn }
        do {
            _ = try await login(email: session.user.email, password: currentPassword)
        } catch let error as ServiceError where error.kind == .permissionDenied {
            throw ServiceError(.permissionDenied, "the current password is not correct: the password was not changed")
        }
        let endpoint = AuthEndpoint.changePassword(
            hashedCurrent: PasswordHasher.hash(currentPassword), hashedNew: PasswordHasher.hash(newPassword))
        try await send(authenticated, endpoint)
    }

    public func addReview(placeID: String, text: String, stars: Int, createdAt: Date) async throws {
        try await send(authenticated, ReviewEndpoint.add(placeID: placeID, text: text, stars: stars, createdAt: createdAt))
    }

    public func getReviews(placeID: String?) async throws -> [Review] {
        do {
            let endpoint: ReviewEndpoint = placeID.map { .place($0) } ?? .all
            return try await authenticated.load(endpoint, as: [RemoteReview].self, decoder: ServerJSON.decoder).map(\.model)
        } catch {
            throw ServerErrorMapper.serviceError(error)
        }
    }

    public func currentUser() throws -> User? {
        guard let session = try store.read(), session.server == server else { return nil }
        return session.user
    }

    private func send(_ loader: RemoteLoader, _ endpoint: some Endpoint, route: ServerErrorMapper.Route = .other) async throws {
        do {
            _ = try await loader.send(endpoint)
        } catch {
            throw ServerErrorMapper.serviceError(error, route: route)
        }
    }
}
