import ArgumentParser
import Domain
import Presentation

/// `nearby`'s options on the command line, in the order its help lists them: every value of the search
/// (`NearbyField`, declared with its type and reading in Presentation) in the command line's words, and the command
/// line's own (`format`, `ascii`). ArgumentParser's declaration is written from this list to
/// `NearbyOptions+Generated.swift` (`NearbyOptionsTests` fails when it differs; `NEARBY_OPTIONS_RECORD=1` writes it
/// again); the fast reader reads with it (`option(named:)`).
enum NearbyOptions {
    /// Every option.
    static let all: [NearbyOption] = {
        let values = NearbyField.allCases.map { field in
            NearbyOption(
                name: NearbyOption.longName(field.rawValue), property: field.rawValue,
                option: field.option.lifted { try $1(&$0.form) }, valueName: valueName(field), group: group(field),
                words: { help(field) })
        }
        let split = values.firstIndex { $0.property == NearbyField.placesAPI.rawValue } ?? values.endIndex
        return Array(values[..<split]) + own + Array(values[split...])
    }()

    /// The command line's own options: how the answer is written.
    private static let own = [
        NearbyOption(
            name: "format", property: "format", inForm: false,
            option: .value { (arguments, format: OutputFormat) in arguments.format = format }, valueName: "format",
            words: {
                "Output format; geojson is RFC 7946 with the search circle, map is drawn with a legend, html is a page with a map."
            }),
        NearbyOption(
            name: "output", property: "output", inForm: false,
            option: .value { (arguments, path: String) in arguments.output = path }, valueName: "file",
            words: { "Write the answer to this file (replaced whole) instead of stdout." }),
        NearbyOption(
            name: "force", property: "force", inForm: false, option: .flag { $0.force = true },
            words: { "With --output: replace an existing file (it keeps its mode)." }),
        NearbyOption(
            name: "open", property: "open", inForm: false, option: .flag { $0.open = true },
            words: { "With --format html: also open the page with the desktop's opener (xdg-open, open)." }),
        NearbyOption(
            name: "ascii", property: "ascii", inForm: false, option: .flag { $0.ascii = true },
            words: { "Draw the map with plain ASCII even in a UTF-8 locale." }),
    ]

    /// The values of the search by their long names (`max-travel`).
    private static let fields = Dictionary(
        NearbyField.allCases.map { (NearbyOption.longName($0.rawValue), $0) }, uniquingKeysWith: { first, _ in first })

    /// The option a flag names (`--max-travel`), as the fast reader reads it; nil for none of `nearby`'s. Made for the
    /// options a line names only: each is a few closures, made when asked.
    static func option(named flag: String) -> FormOption<NearbyArguments>? {
        guard flag.hasPrefix("--") else { return nil }
        let name = flag.dropFirst(2)
        if let own = own.first(where: { $0.name == name }) { return own.option }
        return fields[String(name)].map { $0.option.lifted { try $1(&$0.form) } }
    }

    /// The help of the option named so (`radius`), as ArgumentParser shows it; every name the generated code asks for
    /// is declared (`NearbyOptionsTests`).
    static func help(_ name: String) -> ArgumentHelp {
        all.first { $0.name == name }?.argumentHelp ?? ArgumentHelp("")
    }

    /// For ArgumentParser's `transform`: the option's own reader (`FormOption.read`).
    static func reader<Value>(_ name: String) -> @Sendable (String) throws -> Value {
        let read = all.first { $0.name == name }?.option.read
        return TransformFailure.keeping { text in
            guard let value = try read?(text) as? Value else { throw NotReadable(readable: "a value of its own type") }
            return value
        }
    }

    /// The group other commands share that declares a value, nil for `nearby`'s own.
    private static func group(_ field: NearbyField) -> NearbyOption.Group? {
        switch field {
        case .location, .near: NearbyOption.Group(property: "centre", type: SearchCentreOptions.self)
        case .placesAPI: NearbyOption.Group(property: "places", type: PlacesOptions.self)
        case .offline, .noCache: NearbyOption.Group(property: "cache", type: CacheOptions.self)
        default: nil
        }
    }

    /// How the help names a value (nil: a flag, or a group's option).
    private static func valueName(_ field: NearbyField) -> String? {
        switch field {
        case .along: "from"
        case .to: "to"
        case .radius: "distance"
        case .stars, .limit: "n"
        case .sort: "key"
        case .openAt: "when"
        case .stay, .maxTravel: "time"
        case .price: "n or n-m"
        case .kind: "kind"
        case .cuisine: "cuisine"
        case .diet: "diet"
        case .travel: "mode"
        case .provider: "provider"
        case .location, .near, .favorites, .openNow, .openOnArrival, .wheelchair, .outdoorSeating, .placesAPI, .offline,
            .noCache, .changes:
            nil
        }
    }
}
