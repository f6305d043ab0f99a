import Domain

/// The words an assistant reads for the options and commands messages name (`FrontEndWords`): the tools' argument
/// names (`radius`, `radius=800`); what only the command line has is named as the command line names it, and a command
/// is the line its user can run, since an assistant runs none: both in the command line's words, which the composition
/// root gives (no front end imports another).
public enum AssistantWords {
    public static func words(commandLine: FrontEndWords) -> FrontEndWords {
        let option: @Sendable (OptionName) -> String = { name($0, commandLine: commandLine) }
        // A point is two arguments: "latitude and longitude", not "latitude and longitude=LAT,LNG".
        let setting: @Sendable (OptionName, String) -> String = { name, value in
            name == .location ? option(name) : "\(option(name))=\(value)"
        }
        return FrontEndWords(option: option, setting: setting, command: commandLine.command)
    }

    private static func name(_ option: OptionName, commandLine: FrontEndWords) -> String {
        switch option {
        case .location: "latitude and longitude"
        case .diet: "diets"
        case .kind: "kinds"
        case .outdoorSeating: "outdoor_seating"
        case .maxTravel: "max_travel_minutes"
        case .openNow: "open_now"
        case .openAt: "open_at"
        case .openOnArrival: "open_on_arrival"
        case .near, .radius, .stars, .limit, .sort, .provider, .cuisine, .wheelchair, .travel, .stay, .offline:
            option.rawValue
        case .placesAPI: "FOODYBITE_PLACES_API"
        case .along, .to, .changes, .email, .server, .home, .noCache:
            "the command line's \(commandLine.option(option))"
        }
    }
}
