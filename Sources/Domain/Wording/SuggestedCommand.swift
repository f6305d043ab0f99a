/// A command a message asks its reader to run (`"run \(SuggestedCommand.reviewSync) later"`), in the words of the reader's
/// front end (`FrontEndWords`: the command line's own line, or how an assistant tells its user).
public enum SuggestedCommand: Sendable, CustomStringConvertible {
    /// Sign in again (as `email`, when known).
    case accountLogin(email: String?)
    /// Send the reviews kept in the outbox.
    case reviewSync
    /// List the user's reviews, posted and waiting.
    case reviews
    /// See the reviews waiting in the outbox (and those the server refused), to drop or send again.
    case reviewOutbox
    /// A place's details, which caches its name.
    case details(placeID: String)
    /// Save a preference (`stars`, `0`).
    case preferencesSet(OptionName, String)
    /// Set a configuration key (with a value, or read from stdin).
    case configSet(key: String, value: String?)
    /// The help of the configuration's commands.
    case configHelp

    public var description: String { FrontEndWords.inUse.command(self) }

    /// What the command does, by itself (`FrontEndWords.plain`).
    public var plainName: String {
        switch self {
        case .accountLogin(let email): "account login" + (email.map { " (\($0))" } ?? "")
        case .reviewSync: "review sync"
        case .reviews: "reviews"
        case .reviewOutbox: "review outbox"
        case .details(let placeID): "details of \(placeID)"
        case .preferencesSet(let option, let value): "preferences \(option.rawValue)=\(value)"
        case .configSet(let key, let value): "config \(key)" + (value.map { "=\($0)" } ?? "")
        case .configHelp: "config help"
        }
    }
}
