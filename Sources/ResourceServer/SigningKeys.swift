import Foundation
import JWTKit

/// The authorization server's signing keys (its JWKS, RFC 7517), fetched when first needed, fetched again after
/// `maximumAge`, and at once for a key id not among them (a key rotated in), though at most `unknownKeyFetches` times
/// in `unknownKeyWindow`: a caller sending made-up key ids makes the server fetch no more than that. Only keys
/// an accepted algorithm can use are kept (RSA, EC, OKP; at most `keyLimit`). Concurrent callers share one fetch.
actor SigningKeys {
    static let keyLimit = 32
    static let maximumAge: TimeInterval = 3_600
    static let unknownKeyFetches = 3
    static let unknownKeyWindow: TimeInterval = 60

    private let settings: OAuthSettings
    private let client: AuthorizationServerClient
    private let metadata: MetadataSource
    private let now: @Sendable () -> Date
    private var keys: (collection: JWTKeyCollection, ids: Set<String>, fetched: Date)?
    private var lastAttempt: Date?
    private var lastFailure: (AuthorizationServerClient.Failure, Date)?
    /// When the fetches for unknown key ids were made, within the window.
    private var unknownKeyFetched: [Date] = []
    private var fetching: Task<Result<Void, AuthorizationServerClient.Failure>, Never>?

    init(
        settings: OAuthSettings, client: AuthorizationServerClient, metadata: MetadataSource,
        now: @escaping @Sendable () -> Date
    ) {
        self.settings = settings
        self.client = client
        self.metadata = metadata
        self.now = now
    }

    /// The keys that may verify a token signed with key `id`; a failure when they cannot be fetched, nil when no key
    /// has that id after a fetch (allowed now).
    func collection(for id: String?) async -> Result<JWTKeyCollection?, AuthorizationServerClient.Failure> {
        let moment = now()
        // With no keys yet, a failed fetch is said again for a few seconds instead of sent again for every caller.
        if keys == nil, let (failure, at) = lastFailure, moment.timeIntervalSince(at) < MetadataSource.retrySpacing {
            return .failure(failure)
        }
        // Stale keys are fetched again, though not more than once in the window while the server does not answer.
        let stale =
            keys.map { moment.timeIntervalSince($0.fetched) > Self.maximumAge } ?? true
            && (keys == nil || lastAttempt.map { moment.timeIntervalSince($0) >= Self.unknownKeyWindow } ?? true)
        let unknown = keys.map { current in id.map { !current.ids.contains($0) } ?? false } ?? true
        unknownKeyFetched.removeAll { moment.timeIntervalSince($0) >= Self.unknownKeyWindow }
        let mayFetch = keys == nil || unknownKeyFetched.count < Self.unknownKeyFetches
        if stale || (unknown && mayFetch) {
            if !stale, keys != nil { unknownKeyFetched.append(moment) }
            if case .failure(let failure) = await refresh(), keys == nil { return .failure(failure) }
        }
        guard let keys else { return .failure(.init(reason: "the authorization server's keys are not known yet")) }
        if let id, !keys.ids.contains(id) { return .success(nil) }
        return .success(keys.collection)
    }

    private func refresh() async -> Result<Void, AuthorizationServerClient.Failure> {
        if let fetching { return await fetching.value }
        lastAttempt = now()
        let task = Task { await self.fetch() }
        fetching = task
        let result = await task.value
        fetching = nil
        return result
    }

    private func fetch() async -> Result<Void, AuthorizationServerClient.Failure> {
        do throws(AuthorizationServerClient.Failure) {
            guard let url = try await metadata.current().keysURL else {
                throw .init(reason: "the authorization server's metadata names no keys on its own host (jwks_uri)")
            }
            let body = try await client.document(url)
            let (collection, ids) = try await Self.keySet(body, algorithms: settings.algorithms)
            keys = (collection, ids, now())
            lastFailure = nil
            return .success(())
        } catch {
            lastFailure = (error, now())
            return .failure(error)
        }
    }

    private struct KeySet: Decodable {
        let keys: [Lenient]
    }

    /// One key of a set: a key jwt-kit cannot read is left out, not the set refused.
    private struct Lenient: Decodable {
        let key: JWK?
        let use: String?

        init(from decoder: any Decoder) throws {
            key = try? JWK(from: decoder)
            use = try? decoder.container(keyedBy: Use.self).decodeIfPresent(String.self, forKey: .use)
        }

        private enum Use: String, CodingKey { case use }
    }

    static func keySet(_ body: Data, algorithms: Set<String>) async throws(AuthorizationServerClient.Failure) -> (
        JWTKeyCollection, Set<String>
    ) {
        guard let set = try? JSONDecoder().decode(KeySet.self, from: body) else {
            throw .init(reason: "the authorization server's key set is not a JWKS")
        }
        let collection = JWTKeyCollection()
        var ids: Set<String> = []
        for entry in set.keys.prefix(keyLimit) {
            guard let key = entry.key, entry.use == nil || entry.use == "sig", let id = key.keyIdentifier?.string,
                key.algorithm.map({ algorithms.contains($0.rawValue) }) ?? true
            else { continue }
            do {
                try await collection.add(jwk: key)
                ids.insert(id)
            } catch {
                continue
            }
        }
        guard !ids.isEmpty else { throw .init(reason: "the authorization server's key set has no signing key we accept") }
        return (collection, ids)
    }
}
