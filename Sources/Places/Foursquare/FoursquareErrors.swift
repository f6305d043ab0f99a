import Domain
import Foundation
import Networking

/// Foursquare's error statuses as what a user can act on, with Foursquare's own `message`: 401 a rejected key,
/// 429 too many requests for now, 400 a request foodybite got wrong (a missing version header is a bug), 5xx
/// Foursquare failing for now.
enum FoursquareErrors {
    static func serviceError(from error: NetworkError) -> ServiceError {
        switch error {
        case .httpStatus(let status, let message, _): serviceError(status: status, message: message)
        case .invalidData: ServiceError(.unavailable, "Foursquare answered something foodybite cannot read")
        default: error.serviceError(service: "Foursquare")
        }
    }

    static func serviceError(status: Int, message: String?) -> ServiceError {
        let said = message.map { ": \(String($0.prefix(300)))" } ?? ""
        switch status {
        case 401, 403:
            return ServiceError(
                .permissionDenied, "Foursquare rejected the API key (FOODYBITE_FOURSQUARE_API_KEY)\(said)")
        case 429:
            return ServiceError(.temporary, "Foursquare is rate limiting requests; try again later\(said)")
        case 404:
            return ServiceError(.notFound, "Foursquare has no such place\(said)")
        case 500...599:
            return ServiceError(.temporary, "Foursquare failed (HTTP \(status))\(said)")
        default:
            return ServiceError(.unavailable, "Foursquare refused the request (HTTP \(status))\(said)")
        }
    }
}
