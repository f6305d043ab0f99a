import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The HTTP client, created on the first request: a command that sends none (`--version`, `--offline`,
/// `config path`) never initialises libcurl and URLSession. Before it is created, libcurl must load
/// (`HTTPTransport.check`): a missing one is "cannot reach", exit 69, answered from the cache where it can be.
struct LazyHTTPClient: HTTPClient {
    let client: Lazy<any HTTPClient>

    func send(_ request: URLRequest, limit: ResponseLimit) async throws -> (Data, HTTPURLResponse) {
        try HTTPTransport.check()
        return try await client.value.send(request, limit: limit)
    }
}
