import Domain
import Foundation

/// Gets a new access token. Concurrent callers in one process share one request (the refresh token rotates:
/// a second parallel refresh with the same token would be refused); a failed refresh is forgotten, so the
/// next caller tries again. Across processes the token store's lock serialises refreshes, and a process that
/// waited uses the token the other one wrote instead of spending the rotated refresh token.
public actor RefreshTokenService {
    private let loader: RemoteLoader
    private let store: any TokenStore
    private var inFlight: Task<AuthToken, any Error>?

    /// `client` must be the undecorated client: the refresh call carries no Authorization header.
    public init(client: any HTTPClient, baseURL: URL, store: any TokenStore) {
        self.loader = RemoteLoader(client: client, baseURL: baseURL)
        self.store = store
    }

    /// A valid access token to replace `stale`, the one the server just refused.
    public func refreshedToken(replacing stale: String) async throws -> AuthToken {
        if let inFlight { return try await inFlight.value }
        let task = Task { try await self.refresh(replacing: stale) }
        inFlight = task
        defer { inFlight = nil }
        return try await task.value
    }

    private func refresh(replacing stale: String) async throws -> AuthToken {
        let lock = try TokenStoreLock.acquire(store)
        defer { lock.release() }
        guard let session = try store.read() else { throw SessionErrors.notLoggedIn }
        if session.token.accessToken != stale { return session.token }
        let token: AuthToken
        do {
            token = try await loader.load(
                AuthEndpoint.refresh(refreshToken: session.token.refreshToken), as: AuthToken.self, decoder: ServerJSON.decoder)
        } catch .httpStatus(let code, _, _) where code == 401 || code == 404 {
            // Another process may have logged in meanwhile (a login does not take the lock): its session stands.
            if let current = try? store.read(), current.token.refreshToken != session.token.refreshToken {
                return current.token
            }
            try? store.delete()
            throw ServiceError(
                .permissionDenied,
                "the session has ended on the server (its refresh token expired or was already used): run \(SuggestedCommand.accountLogin(email: session.user.email))"
            )
        } catch {
            throw ServerErrorMapper.serviceError(error)
        }
        try store.write(session.replacing(token: token))
        return token
    }
}
