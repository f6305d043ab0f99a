import Foundation
import Networking

/// How every Routes API request is sent: the Places key in `X-Goog-Api-Key`, the service's field mask, JSON, and
/// Google's errors read as the Routes API writes them.
enum RoutesLoader {
    static func make(client: any HTTPClient, baseURL: URL, apiKey: String, fieldMask: String) -> ProviderLoader {
        ProviderLoader(
            client: client, baseURL: baseURL, credential: .header("X-Goog-Api-Key", apiKey),
            headers: ["X-Goog-FieldMask": fieldMask, "Content-Type": "application/json"],
            serviceError: RoutesErrors.serviceError)
    }
}
