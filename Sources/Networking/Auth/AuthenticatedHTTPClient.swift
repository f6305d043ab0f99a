import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Signs requests with the stored access token. On a 401 it refreshes once, re-signs and resends once;
/// a second 401 means the user must log in again.
public struct AuthenticatedHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let store: any TokenStore
    private let refresher: RefreshTokenService
    private let server: String

    public init(decoratee: any HTTPClient, store: any TokenStore, refresher: RefreshTokenService, server: String) {
        self.decoratee = decoratee
        self.store = store
        self.refresher = refresher
        self.server = server
    }

    public func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        guard let session = try store.read(), session.server == server else { throw SessionErrors.notLoggedIn }
        let (data, response) = try await decoratee.send(Self.signed(request, with: session.token.accessToken), limit: limit)
        guard response.statusCode == 401 else { return (data, response) }
        let token = try await refresher.refreshedToken(replacing: session.token.accessToken)
        let (retriedData, retriedResponse) = try await decoratee.send(
            Self.signed(request, with: token.accessToken), limit: limit)
        guard retriedResponse.statusCode != 401 else { throw SessionErrors.expired }
        return (retriedData, retriedResponse)
    }

    static func signed(_ request: URLRequest, with accessToken: String) -> URLRequest {
        var signed = request
        signed.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization")
        return signed
    }
}
