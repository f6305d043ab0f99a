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
}
