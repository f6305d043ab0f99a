/// What a door or a service tells beside its answer, typed: each front end says it its way (the command line as
/// `foodybite: warning: ...` on stderr, the MCP server in the call's result), and nobody peels a prefix back off.
public enum Note: Equatable, Sendable {
    /// Something did not go as asked, but the answer stands: always shown.
    case warning(String)
    /// What a person should know of the answer, always shown (the location was guessed from the IP address).
    case notice(String)
    /// What a person may like to know (where "near" is, that details are cached): left out with `--quiet`.
    case information(String)
    /// A log record at its level (`FOODYBITE_LOG_LEVEL`: warning, info, debug).
    case log(level: String, String)

    /// The note without any front end's name for itself: `warning: ...`, the information as it is, `debug: ...`.
    public var text: String {
        switch self {
        case .warning(let text): "warning: " + text
        case .notice(let text), .information(let text): text
        case .log(let level, let text): level + ": " + text
        }
    }

    /// Whether `--quiet` leaves it out.
    public var isInformation: Bool {
        if case .information = self { return true }
        return false
    }
}
