import Domain
import Networking

/// OpenStreetMap's services' failures as what a user can act on: 429 (too many requests from this address) and 504
/// (the server is busy) are for now (75, after the retries); a 400 is a query foodybite got wrong; a 403 from
/// Nominatim is a block for breaking its usage policy.
enum OSMErrors {
    static func serviceError(from error: NetworkError, service: String) -> ServiceError {
        guard case .httpStatus(let status, let message, _) = error else {
            if case .invalidData = error {
                return ServiceError(.unavailable, "\(service) answered something foodybite cannot read")
            }
            return error.serviceError(service: service)
        }
        let said = message.map { ": \(oneLine($0))" } ?? ""
        switch status {
        case 429:
            return ServiceError(.temporary, "\(service) is rate limiting requests from this address; try again later\(said)")
        case 403: return ServiceError(.permissionDenied, "\(service) refused foodybite (HTTP 403)\(said)")
        case 404: return ServiceError(.notFound, "\(service) has no such place\(said)")
        case 500...599: return ServiceError(.temporary, "\(service) is busy or failing (HTTP \(status)); try again later\(said)")
        default: return ServiceError(.unavailable, "\(service) refused the request (HTTP \(status))\(said)")
        }
    }

    /// Whether an Overpass `remark` reports a query that did not finish (a timeout, out of memory): its answer is
    /// partial or empty, never the whole answer.
    static func isFailure(remark: String) -> Bool {
        let text = remark.lowercased()
        return text.contains("runtime error") || text.contains("timed out") || text.contains("out of memory")
            || text.contains("error")
    }

    /// A server's words on one line, at most 200 characters, control characters dropped.
    static func oneLine(_ text: String) -> String {
        String(String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }).prefix(200))
    }
}
