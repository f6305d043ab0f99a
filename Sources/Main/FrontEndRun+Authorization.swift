import APIInfra
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FrontEndRun {
    /// The requests a server front end sends its OAuth authorization server (its metadata, keys and introspection), on
    /// the URLSession-backed client the services use: answers read up to `limit` bytes, redirects to another origin
    /// followed without the credentials (`RedirectPolicy`), 10 s per request.
    public func authorizationFetch() -> @Sendable (URLRequest, Int) async throws -> (body: Data, status: Int) {
        let client = URLSessionHTTPClient(requestTimeout: 10, resourceTimeout: 30)
        return { request, limit in
            try HTTPTransport.check()
            let (data, response) = try await client.send(request, limit: ResponseLimit(bytes: limit))
            return (data, response.statusCode)
        }
    }

    /// The clock a server front end judges tokens by: now, or later in the end-to-end tests
    /// (`FOODYBITE_TEST_CLOCK_OFFSET`, as for the command's deadlines).
    public func clock() -> @Sendable () -> Date {
        TestClockOffset.apply({ Date() }, environment)
    }
}
