import ArgumentParser
import Domain
import Presentation

/// `nearby` for a front end that is not a command line (`foodybite-mcp`): the search asked in that front end's
/// names and types, set on the same `NearbyArguments` with the command line's own conversions and rules (the fast
/// reader's fields, `validate`), run by the one search (`NearbySearch`), and answered as the rows the command line's
/// JSON writes (`NearbyPlaceRecord`), with the credits and notes: no command line is written and no output parsed.
/// An error is reported as the command line reports it (one redacted line to the console) and the exit code given.
public enum NearbyDoor {
    /// A value as a front end holds it.
    public enum Argument: Equatable, Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)
        case texts([String])
    }

    public struct Answer: Sendable {
        /// The rows, as `--format json` writes each one.
        public let rows: [JSONValue]
        /// The credits the rows' data asks for, each once.
        public let credits: [String]
        /// What the search told on the way, and the answer's notes.
        public let notes: [String]
    }

    /// Runs the search `arguments` ask (by `names`' keys); the answer, or the exit code of its error.
    public static func run(_ arguments: [String: Argument], dependencies: Dependencies) async -> Result<Answer, DoorFailure> {
        var answer: Answer?
        let code = await FoodybiteRunner.execute(arguments: ["nearby"], dependencies: dependencies) { dependencies in
            var nearby = try NearbyArguments(arguments)
            nearby.format = .json
            try nearby.validate()
            var told: [String] = []
            let outcome = try await NearbySearch(services: dependencies.nearbySearchServices).run(
                try nearby.request(dependencies), tell: { told += note($0) })
            guard case .answer(let found) = outcome else { return }
            answer = Answer(
                rows: found.rows.map { .object(NearbyPlaceRecord(row: $0).fields) }, credits: found.credits,
                notes: told + found.notes)
        }
        return answer.map { .success($0) } ?? .failure(DoorFailure(code))
    }

    /// `max_travel_minutes`: the command line's limits of `--max-travel` in whole minutes.
    public static let maxTravelMinutes = 1...(TravelDurationArgument.range.upperBound / 60)

    /// The front end's names, and the options of `nearby` they set (declared together in `NearbyOptions`): a list is
    /// given as the option's comma list, or once an item where the option repeats; a number as the option reads it.
    static var names: [String: String] {
        Dictionary(
            NearbyOptions.all.flatMap { option in option.assistant.map { ($0.name, "--" + option.name) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// What the search tells on the way, in words for any reader.
    private static func note(_ event: NearbySearch.Event) -> [String] {
        switch event {
        case .info(let text), .warning(let text): return [text]
        case .located(let resolved):
            let coordinates = "\(resolved.location.latitude),\(resolved.location.longitude)"
            switch resolved.source {
            case .placeSearch: return ["near \(resolved.description ?? "the place found") (\(coordinates))"]
            case .ipGeolocation:
                let city = resolved.description.map { ", \($0)" } ?? ""
                return ["approximate location from IP geolocation: \(coordinates)\(city)"]
            case .argument, .environment, .home: return []
            }
        }
    }
}

extension NearbyArguments {
    /// The arguments a front end gives by `NearbyDoor.names`, and `latitude` with `longitude` for the centre and
    /// `max_travel_minutes`, set with the command line's conversions; an unknown name is a usage error.
    init(_ arguments: [String: NearbyDoor.Argument]) throws {
        self.init()
        for (name, argument) in arguments.sorted(by: { $0.key < $1.key }) {
            guard NearbyDoor.declared.contains(where: { $0.name == name }) else {
                throw UsageError("unknown argument '\(name.prefix(40))'")
            }
            switch (name, argument) {
            case ("latitude", _), ("longitude", _), ("radius_unit", _):
                continue
            case ("radius", .number(let number)):
                let unit: String = if case .text(let unit)? = arguments["radius_unit"] { unit } else { "m" }
                guard let meters = RadiusArgument.meters(String(number) + unit) else {
                    throw UsageError("radius \(number) \(unit) is not a distance")
                }
                radius = meters
            case ("max_travel_minutes", .number(let minutes)):
                maxTravel = try TravelDurationArgument.parse("\(Int(exactly: minutes.rounded()) ?? 0)m")
            default:
                guard let option = NearbyDoor.names[name], let field = Self.options[option] else {
                    throw UsageError("unknown argument '\(name.prefix(40))'")
                }
                for value in Self.values(argument, repeats: field.repeats) where field.takesValue || value == "true" {
                    // A value the option refuses is the front end's usage error (no command line's help to point to).
                    do { try field.set(&self, value) } catch let error as ValidationError { throw UsageError(error.message) }
                }
            }
        }
        switch (arguments["latitude"], arguments["longitude"]) {
        case (.number(let latitude)?, .number(let longitude)?):
            guard let centre = Location(latitude: latitude, longitude: longitude) else {
                throw UsageError("the centre \(latitude),\(longitude) is not on Earth")
            }
            location = centre
        case (nil, nil): break
        default: throw UsageError("give latitude and longitude together")
        }
    }

    /// The texts an option reads for `argument`: a whole number without a fraction, a list joined or one a time.
    private static func values(_ argument: NearbyDoor.Argument, repeats: Bool) -> [String] {
        switch argument {
        case .text(let text): [text]
        case .number(let number): [number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)]
        case .flag(let flag): flag ? ["true"] : []
        case .texts(let texts): repeats ? texts : texts.isEmpty ? [] : [texts.joined(separator: ",")]
        }
    }
}
