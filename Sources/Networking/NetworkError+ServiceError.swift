import Domain

extension NetworkError {
    /// The generic meaning of a network failure for a user, for services with no better knowledge.
    /// `service` names the remote side in the message ("Google Places", "the Foodybite server").
    public func serviceError(service: String) -> ServiceError {
        switch self {
        case .transport(let failure):
            return failure.serviceError(service: service)
        case .httpStatus(let code, let message, let retryAfter):
            let detail = message.map { ": \($0)" } ?? ""
            switch code {
            case 401, 403:
                return ServiceError(.permissionDenied, "\(service) refused access (HTTP \(code))\(detail)")
            case 404:
                return ServiceError(.notFound, "\(service) found nothing there (HTTP 404)\(detail)")
            case 408, 429, 502, 503, 504:
                let wait = retryAfter.map { "; retry after \($0) s" } ?? ""
                // A gateway's 502 or 504 leaves the server behind it free to finish the request; the others answered.
                return ServiceError(
                    .temporary, "\(service) is busy or unavailable for now (HTTP \(code))\(detail)\(wait)",
                    requestEnded: code != 502 && code != 504)
            case 400..<500:
                return ServiceError(.invalidInput, "\(service) rejected the request (HTTP \(code))\(detail)")
            default:
                return ServiceError(.unavailable, "\(service) failed (HTTP \(code))\(detail)")
            }
        case .invalidData(let reason):
            return ServiceError(.unavailable, "\(service) sent an unexpected answer: \(reason)")
        case .rejected(let error):
            return error
        }
    }
}

extension HTTPClientError {
    func serviceError(service: String) -> ServiceError {
        switch self {
        case .cannotConnect(let reason):
            return ServiceError(.unavailable, "cannot reach \(service): \(reason)")
        case .connectionLost(let reason):
            return ServiceError(.temporary, "the connection to \(service) was lost: \(reason)")
        case .timedOut:
            return ServiceError(.temporary, "\(service) did not answer in time")
        case .cancelled:
            return ServiceError(.temporary, "the request to \(service) was cancelled")
        case .invalidResponse:
            return ServiceError(.unavailable, "\(service) did not answer with HTTP")
        case .tooLarge(let limit):
            return ServiceError(.unavailable, "\(service) sent an answer larger than \(limit / 1_048_576) MiB: not read")
        case .compressedAnswer(let encoding):
            return ServiceError(
                .unavailable, "\(service) sent a \(encoding)-compressed answer although none was asked for: not read")
        case .redirectRefused(let reason):
            return ServiceError(.unavailable, "\(service) redirected the request \(reason): not followed")
        }
    }
}
