import Domain
import Networking

/// Google's Routes API failures as what a user can act on. The API is enabled per project: a key whose project
/// has not enabled it gets 403 PERMISSION_DENIED ("Routes API has not been used in project ... or it is
/// disabled"), which is exit 77 naming the API to enable.
enum RoutesErrors {
    static let enableHint =
        "enable the Routes API for the key's project (console.cloud.google.com/apis/library/routes.googleapis.com), or use \(OptionName.travel) without Google (FOODYBITE_ROUTER=osrm)"

    static func serviceError(from error: NetworkError) -> ServiceError {
        guard case .httpStatus(let code, let message, _) = error else {
            return error.serviceError(service: "Google's Routes API")
        }
        let said = message.map { ": \(String($0.prefix(300)))" } ?? ""
        switch code {
        case 403
        where message?.localizedCaseInsensitiveContains("Routes API") == true
            || message?.localizedCaseInsensitiveContains("disabled") == true
            || message?.localizedCaseInsensitiveContains("has not been used") == true:
            return ServiceError(.permissionDenied, "Google's Routes API is not enabled for this key\(said); \(enableHint)")
        case 400 where message?.localizedCaseInsensitiveContains("API key") == true, 401, 403:
            return ServiceError(.permissionDenied, "Google's Routes API denied the request\(said)")
        case 429:
            return ServiceError(.temporary, "Google's Routes API rate limit or quota reached, try again later\(said)")
        default:
            return error.serviceError(service: "Google's Routes API")
        }
    }
}
