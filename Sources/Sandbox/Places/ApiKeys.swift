import FlyingFox

/// How the sandbox judges a Google API key, the way Google does: missing, invalid, or valid.
/// Any non-empty key is valid except `invalid...` (rejected) and `legacy-disabled...` (a new project's key:
/// the legacy API refuses it, the new API accepts it).
enum ApiKeys {
    enum Verdict: Equatable {
        case valid
        case missing
        case invalid
        case legacyDisabled
    }

    static func judge(_ key: String?) -> Verdict {
        guard let key, !key.isEmpty else { return .missing }
        if key.hasPrefix("invalid") { return .invalid }
        if key.hasPrefix("legacy-disabled") { return .legacyDisabled }
        return .valid
    }

    /// Google's answer to a key the newer APIs (Places API (New), Routes) refuse; nil when the key passes.
    static func refusal(_ key: String?) -> HTTPResponse? {
        switch judge(key) {
        case .missing:
            return Reply.googleError(
                403, "PERMISSION_DENIED",
                "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API."
            )
        case .invalid:
            return Reply.googleError(
                400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", reason: "API_KEY_INVALID")
        case .valid, .legacyDisabled:
            return nil
        }
    }
}
