import APIInfra
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A tiny HTTP client for talking to the sandbox directly in tests: an ephemeral session with no URL cache and no
/// cookie storage, so that nothing is written to the home directory (`URLSession.shared`, and `Data(contentsOf:)`
/// on an http URL, would write both there).
struct HTTP {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: Data

        var json: Any? { try? JSONSerialization.jsonObject(with: body) }
        var object: [String: Any] { json as? [String: Any] ?? [:] }
        var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
        var reason: String? { object["reason"] as? String }
    }

    let baseURL: String

    /// Marks a test's own requests: the sandbox refuses those that break a service's definitions as it refuses
    /// foodybite's, but lists only foodybite's as violations (`SandboxProcess.stop`).
    static let probeHeader = "X-Sandbox-Probe"

    /// No redirects are followed, so that 302s can be checked.
    private static let session: URLSession = {
        // As the app does (APIInfra): making a configuration makes FoundationNetworking's default URL cache and
        // cookie storage, which would create folders in the real home.
        let configuration = FoundationDirectories.withScratchHome { URLSessionConfiguration.ephemeral }
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.timeoutIntervalForRequest = 5
        return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }()

    func send(_ method: String, _ path: String, json: Any? = nil, headers: [String: String] = [:]) async throws -> Response {
        guard let url = URL(string: baseURL + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        request.setValue("1", forHTTPHeaderField: Self.probeHeader)
        let (data, response) = try await Self.session.data(for: request)
        let http = response as? HTTPURLResponse
        var headerFields: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            headerFields[String(describing: name).lowercased()] = String(describing: value)
        }
        return Response(status: http?.statusCode ?? 0, headers: headerFields, body: data)
    }

    /// The same, blocking, for a test's set-up (`SandboxProcess`): status 0 and no body when nothing answered.
    static func blocking(_ method: String, _ url: String, json: Any? = nil) throws -> (status: Int, body: Data) {
        guard let url = URL(string: url) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let json { request.httpBody = try JSONSerialization.data(withJSONObject: json) }
        return send(request)
    }

    /// A request built by the test (its own headers), blocking: the body (empty when nothing answered).
    static func blocking(_ request: URLRequest) throws -> Data {
        send(request).body
    }

    /// A GET that nothing answered is sent once more: on a busy machine a keep-alive connection the sandbox was
    /// closing has been taken for one (CI, 2026-11-26: an empty answer in 7 ms), which URLSession does not retry.
    private static func send(_ request: URLRequest) -> (status: Int, body: Data) {
        let answer = sendOnce(request)
        guard answer.status == 0, ["GET", "HEAD"].contains(request.httpMethod ?? "GET") else { return answer }
        return sendOnce(request)
    }

    private static func sendOnce(_ request: URLRequest) -> (status: Int, body: Data) {
        var request = request
        request.setValue("1", forHTTPHeaderField: probeHeader)
        let semaphore = DispatchSemaphore(value: 0)
        let answer = Answer()
        session.dataTask(with: request) { data, response, _ in
            answer.value = ((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return answer.value
    }

    private final class Answer: @unchecked Sendable { var value = (status: 0, body: Data()) }

    private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
