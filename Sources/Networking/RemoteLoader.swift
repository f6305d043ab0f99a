import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends an endpoint through an `HTTPClient`, checks that the status is 2xx and decodes the body.
public struct RemoteLoader: Sendable {
    private let client: any HTTPClient
    private let baseURL: URL

    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// The decoded body of a 2xx answer.
    public func load<Resource: Decodable>(
        _ endpoint: some Endpoint, as type: Resource.Type, decoder: JSONDecoder = JSONDecoder()
    ) async throws(NetworkError) -> Resource {
        try await loadWithResponse(endpoint, as: type, decoder: decoder).0
    }

    /// The decoded body of a 2xx answer, and the response (for its headers).
    public func loadWithResponse<Resource: Decodable>(
        _ endpoint: some Endpoint, as type: Resource.Type, decoder: JSONDecoder = JSONDecoder(), limit: ResponseLimit = .json
    ) async throws(NetworkError) -> (Resource, HTTPURLResponse) {
        try await loadWithResponse(endpoint, limit: limit) { try decoder.decode(Resource.self, from: $0) }
    }

    /// The body of a 2xx answer as `read` reads it (a reader of its own, for answers too large for a tree), and the
    /// response; whatever `read` throws is an answer that could not be read. With a streaming limit, the body has
    /// gone to the stream (handed to it here when the client returned it whole) and `read` asks the stream.
    public func loadWithResponse<Resource>(
        _ endpoint: some Endpoint, limit: ResponseLimit = .json, read: (Data) throws -> Resource
    ) async throws(NetworkError) -> (Resource, HTTPURLResponse) {
        let (data, response) = try await sendWithResponse(endpoint, limit: limit)
        if let stream = limit.stream, !data.isEmpty {
            stream.begin(atMost: data.count)
            _ = data.withUnsafeBytes { stream.receive($0) }
        }
        do {
            return (try read(data), response)
        } catch {
            throw .invalidData("the response could not be read (\(Self.describe(error)))")
        }
    }

    /// The raw body of a 2xx answer.
    public func send(_ endpoint: some Endpoint) async throws(NetworkError) -> Data {
        try await sendWithResponse(endpoint).0
    }

    private func sendWithResponse(_ endpoint: some Endpoint, limit: ResponseLimit = .json) async throws(NetworkError)
        -> (Data, HTTPURLResponse)
    {
        let (data, response): (Data, HTTPURLResponse)
        do {
            (data, response) = try await client.send(endpoint.urlRequest(baseURL: baseURL), limit: limit)
        } catch let error as HTTPClientError {
            throw .transport(error)
        } catch let error as ServiceError {
            throw .rejected(error)
        } catch is CancellationError {
            throw .transport(.cancelled)
        } catch {
            throw .transport(.cannotConnect(String(describing: type(of: error))))
        }
        guard (200..<300).contains(response.statusCode) else {
            throw .httpStatus(
                code: response.statusCode,
                message: ErrorMessageExtractor.message(from: data),
                retryAfterSeconds: response.value(forHTTPHeaderField: "Retry-After").flatMap {
                    RetryAfterHeader.seconds($0, now: Date())
                }
            )
        }
        return (data, response)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "not JSON" }
        switch decodingError {
        case .dataCorrupted: return "not JSON"
        case .keyNotFound(let key, _): return "missing \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: return "unexpected shape"
        }
    }
}
