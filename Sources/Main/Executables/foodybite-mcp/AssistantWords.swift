import CLI
import Domain

/// The words an assistant reads for the options and commands messages name (`FrontEndWords`): the tools' argument
/// names (`radius`, `radius=800`); what only the command line has is named as the command line names it, and a command
/// is the line its user can run (`CommandLineWords`), since an assistant runs none.
enum AssistantWords {
    static let words = FrontEndWords(option: name, setting: { "\(name($0))=\($1)" }, command: CommandLineWords.line)

    private static func name(_ option: OptionName) -> String {
        switch option {
        case .location: "latitude and longitude"
        case .diet: "diets"
        case .outdoorSeating: "outdoor_seating"
        case .maxTravel: "max_travel_minutes"
        case .openNow: "open_now"
        case .openAt: "open_at"
        case .openOnArrival: "open_on_arrival"
        case .near, .radius, .stars, .limit, .sort, .provider, .cuisine, .wheelchair, .travel, .stay: option.rawValue
        case .placesAPI: "FOODYBITE_PLACES_API"
        case .along, .to, .changes, .email, .server, .home:
            "the command line's \(CommandLineWords.flag(option))"
        }
    }
}
