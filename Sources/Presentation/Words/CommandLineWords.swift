import Domain

/// The command line's words for the options and commands messages name (`FrontEndWords`): its flags (`--radius`,
/// `--radius 800`) and the lines a person runs (`'foodybite review sync'`). `FoodybiteRunner` speaks them.
public enum CommandLineWords {
    public static let words = FrontEndWords(option: flag, setting: { "\(flag($0)) \($1)" }, command: line)

    /// The option's flag.
    public static func flag(_ option: OptionName) -> String {
        switch option {
        case .placesAPI: "--places-api"
        case .outdoorSeating: "--outdoor-seating"
        case .maxTravel: "--max-travel"
        case .openNow: "--open-now"
        case .openAt: "--open-at"
        case .openOnArrival: "--open-on-arrival"
        case .noCache: "--no-cache"
        default: "--" + option.rawValue
        }
    }

    /// The line that runs the command, quoted as a message quotes it.
    public static func line(_ command: SuggestedCommand) -> String {
        switch command {
        case .accountLogin(let email): "'foodybite account login --email \(email ?? "EMAIL")'"
        case .reviewSync: "'foodybite review sync'"
        case .reviews: "'foodybite reviews'"
        case .reviewOutbox: "'foodybite review outbox'"
        case .details(let placeID): "'foodybite details \(placeID)'"
        case .preferencesSet(let option, let value): "'foodybite preferences set \(flag(option)) \(value)'"
        case .configSet(let key, let value): "'foodybite config set \(key)" + (value.map { " \($0)" } ?? "") + "'"
        case .configHelp: "`foodybite config --help`"
        }
    }
}
