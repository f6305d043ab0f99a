import Domain
import Networking

/// OSRM's failures: its JSON `code` (`TooBig`, `NoSegment`, `InvalidQuery`, ...) whatever the HTTP status, 429 and
/// 5xx for now.
enum OSRMErrors {
    static func serviceError(from error: NetworkError) -> ServiceError {
        guard case .httpStatus(let status, let message, _) = error else {
            return error.serviceError(service: "OSRM")
        }
        switch status {
        case 429: return ServiceError(.temporary, "OSRM is rate limiting requests from this address; try again later")
        case 500...599: return ServiceError(.temporary, "OSRM is busy or failing (HTTP \(status)); try again later")
        default: return serviceError(code: code(in: message), message: message)
        }
    }

    static func serviceError(code: String?, message: String?) -> ServiceError {
        let said = message.map { ": \(OSMErrors.oneLine($0))" } ?? ""
        switch code {
        case "TooBig":
            return ServiceError(
                .invalidInput,
                "OSRM refused so many places at once (TooBig)\(said); a smaller \(OptionName.radius) or \(OptionName.limit)")
        case "NoSegment":
            return ServiceError(.unavailable, "OSRM found no road near the search centre (NoSegment)\(said)")
        default:
            return ServiceError(.unavailable, "OSRM could not route (\(code ?? "no code"))\(said)")
        }
    }

    /// OSRM's error body is `{"code":"TooBig","message":"Too many table coordinates"}`; the loader hands over its
    /// message only, so the code is told from OSRM's own wording (or the code, when a server puts it there).
    private static func code(in message: String?) -> String? {
        guard let message else { return nil }
        if message.contains("TooBig") || message.contains("Too many") { return "TooBig" }
        if message.contains("NoSegment") || message.contains("matching segment") { return "NoSegment" }
        return ["InvalidQuery", "InvalidValue", "InvalidOptions", "NoTable", "NoRoute"].first { message.contains($0) }
    }
}
