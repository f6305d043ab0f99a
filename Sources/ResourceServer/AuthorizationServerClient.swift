import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The requests a resource server sends its authorization server: its metadata (RFC 8414, or OpenID Connect
/// Discovery), its keys, and introspection. They go through the fetch it is handed (the executable's HTTP client);
/// every answer is read with a size cap, and an answer that is not a 200 is a failure.
public struct AuthorizationServerClient: Sendable {
    /// Sends one request: the body (at most `limit` bytes: a larger one is an error) and the status.
    public typealias Fetch = @Sendable (_ request: URLRequest, _ limit: Int) async throws -> (body: Data, status: Int)

    /// The largest metadata, key set or introspection answer read.
    static let documentLimit = 262_144
    static let timeout: TimeInterval = 10

    let fetch: Fetch

    public init(fetch: @escaping Fetch) {
        self.fetch = fetch
    }

    struct Failure: Error, Equatable {
        let reason: String
        /// The status of an answer that was not a 200; nil when none came.
        var status: Int? = nil
    }

    /// A GET of JSON.
    func document(_ url: URL) async throws(Failure) -> Data {
        var request = URLRequest(url: url, timeoutInterval: Self.timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return try await send(request)
    }

    /// How a form POST is authenticated: as the client with HTTP Basic (RFC 6749 section 2.3.1), or with an access token.
    enum Credential: Sendable {
        case client(OAuthSettings.ClientCredentials)
        case bearer(String)
    }

    /// A form POST (a token request, RFC 7662's introspection) with `credential`.
    func form(_ url: URL, _ fields: [(String, String)], credential: Credential) async throws(Failure) -> Data {
        var request = URLRequest(url: url, timeoutInterval: Self.timeout)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        switch credential {
        case .client(let client):
            let pair = "\(Self.formEncoded(client.id)):\(Self.formEncoded(client.secret))"
            request.setValue("Basic \(Data(pair.utf8).base64EncodedString())", forHTTPHeaderField: "Authorization")
        case .bearer(let token):
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        request.httpBody = Data(fields.map { "\(Self.formEncoded($0.0))=\(Self.formEncoded($0.1))" }.joined(separator: "&").utf8)
        return try await send(request)
    }

    private func send(_ request: URLRequest) async throws(Failure) -> Data {
        let host = request.url?.host ?? "?"
        let answer: (body: Data, status: Int)
        do {
            answer = try await fetch(request, Self.documentLimit)
        } catch {
            throw Failure(reason: "the authorization server (\(host)) could not be reached")
        }
        guard answer.status == 200 else {
            throw Failure(reason: "the authorization server (\(host)) answered \(answer.status)", status: answer.status)
        }
        guard answer.body.count <= Self.documentLimit else {
            throw Failure(reason: "the authorization server (\(host)) answered more than \(Self.documentLimit) bytes")
        }
        return answer.body
    }

    /// `application/x-www-form-urlencoded` (RFC 6749 appendix B: also for the Basic credentials).
    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
    }
}
