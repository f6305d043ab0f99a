import Domain
import Networking

/// The `status` of a legacy response, and what it means for the user.
enum LegacyStatus: Equatable {
    case ok
    case zeroResults
    case invalidRequest(String?)
    case failure(ServiceError)

    static let legacyNotEnabledHint =
        " (this key's project cannot use the legacy API: run with \(OptionName.placesAPI("new")), or set FOODYBITE_PLACES_API=new)"

    init(status: String?, errorMessage: String?) {
        let message = errorMessage.map(ErrorMessageExtractor.oneLine).flatMap { $0.isEmpty ? nil : $0 }
        switch status {
        case "OK":
            self = .ok
        case "ZERO_RESULTS":
            self = .zeroResults
        case "INVALID_REQUEST":
            self = .invalidRequest(message)
        case "REQUEST_DENIED":
            var text = "Google Places denied the request: \(message ?? "REQUEST_DENIED")"
            if let message, message.localizedCaseInsensitiveContains("legacy API") {
                text += Self.legacyNotEnabledHint
            }
            self = .failure(ServiceError(.permissionDenied, text))
        case "OVER_QUERY_LIMIT":
            self = .failure(
                ServiceError(.temporary, "Google Places quota exceeded, try again later: \(message ?? "OVER_QUERY_LIMIT")"))
        case "UNKNOWN_ERROR":
            self = .failure(
                ServiceError(.temporary, "Google Places had a server error, try again: \(message ?? "UNKNOWN_ERROR")"))
        case "NOT_FOUND":
            self = .failure(ServiceError(.notFound, "Google Places has no such place: \(message ?? "NOT_FOUND")"))
        case .some(let other):
            self = .failure(
                ServiceError(.unavailable, "Google Places answered with status \(other)\(message.map { ": \($0)" } ?? "")"))
        case .none:
            // An empty `{}` carries no status: read it as an answer with whatever results it has.
            self = message.map { .failure(ServiceError(.unavailable, "Google Places: \($0)")) } ?? .ok
        }
    }
}
