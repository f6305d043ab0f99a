import Domain
import Foundation
import Networking

/// Reads Places API (New) failures: real HTTP codes with `{"error":{"code","message","status","details"}}`.
enum NewPlacesErrorMapper {
    static func serviceError(from error: NetworkError) -> ServiceError {
        guard case .httpStatus(let code, let message, _) = error else {
            return error.serviceError(service: GooglePlaces.serviceName)
        }
        let detail = message ?? "HTTP \(code)"
        switch code {
        case 400 where isKeyProblem(message):
            return ServiceError(.permissionDenied, "Google Places rejected the API key: \(detail)")
        case 401, 403:
            return ServiceError(.permissionDenied, "Google Places denied the request: \(detail)")
        case 429:
            return ServiceError(.temporary, "Google Places rate limit or quota reached, try again later: \(detail)")
        default:
            return error.serviceError(service: GooglePlaces.serviceName)
        }
    }

    /// Google answers an invalid key on the new API with 400 INVALID_ARGUMENT ("API key not valid...").
    private static func isKeyProblem(_ message: String?) -> Bool {
        guard let message else { return false }
        return message.localizedCaseInsensitiveContains("API key")
    }
}
