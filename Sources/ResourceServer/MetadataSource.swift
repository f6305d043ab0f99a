import Foundation

/// The authorization server's metadata, discovered once and kept; a failed discovery is tried again at most every
/// `retrySpacing` (in between, callers are told at once that it failed), and concurrent callers share one.
actor MetadataSource {
    static let retrySpacing: TimeInterval = 5

    private let settings: OAuthSettings
    private let client: AuthorizationServerClient
    private let now: @Sendable () -> Date
    private var known: AuthorizationServerMetadata?
    private var failed: (AuthorizationServerClient.Failure, Date)?
    private var discovering: Task<Result<AuthorizationServerMetadata, AuthorizationServerClient.Failure>, Never>?

    init(settings: OAuthSettings, client: AuthorizationServerClient, now: @escaping @Sendable () -> Date) {
        self.settings = settings
        self.client = client
        self.now = now
    }

    func current() async throws(AuthorizationServerClient.Failure) -> AuthorizationServerMetadata {
        if let known { return known }
        if let (failure, at) = failed, now().timeIntervalSince(at) < Self.retrySpacing { throw failure }
        let task =
            discovering
            ?? Task { [settings, client] in
                do throws(AuthorizationServerClient.Failure) {
                    return .success(try await AuthorizationServerMetadata.discover(settings, client: client))
                } catch {
                    return .failure(error)
                }
            }
        discovering = task
        let result = await task.value
        discovering = nil
        switch result {
        case .success(let metadata):
            known = metadata
            return metadata
        case .failure(let failure):
            failed = (failure, now())
            throw failure
        }
    }
}
