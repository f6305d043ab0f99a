import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches an image, checking what Google's photo routes get wrong when they fail: the status (errors are
/// 400/403, sometimes with a PNG body), the content type, and the size (the client stops reading at 20 MiB).
enum PhotoDownload {
    static func image(_ request: URLRequest, client: any HTTPClient, service: String = GooglePlaces.serviceName)
        async throws -> Data
    {
        let (data, response): (Data, HTTPURLResponse)
        do {
            (data, response) = try await client.send(request, limit: .image)
        } catch let error as HTTPClientError {
            throw NetworkError.transport(error).serviceError(service: service)
        }
        guard (200..<300).contains(response.statusCode) else {
            let kind: ServiceError.Kind =
                [401, 403].contains(response.statusCode)
                ? .permissionDenied : (response.statusCode == 404 ? .notFound : .unavailable)
            throw ServiceError(kind, "\(service) refused the photo (HTTP \(response.statusCode))")
        }
        let type = response.value(forHTTPHeaderField: "Content-Type") ?? ""
        guard type.lowercased().hasPrefix("image/") else {
            throw ServiceError(
                .unavailable, "\(service) answered the photo with \(type.isEmpty ? "no content type" : type), not an image")
        }
        return data
    }
}
