import ArgumentParser
import Domain

extension NearbyArguments {
    /// The arguments after `nearby` read without ArgumentParser, when they are a valid line of `--name value`,
    /// `--name=value` and flags, each at most once (`--diet` as often as wanted); nil for anything else (help,
    /// a short option, `--`, an error of any kind), which ArgumentParser then reads and explains. ArgumentParser's
    /// reflection over the option groups costs about 37 million instructions a run; this reads the same values
    /// with the same conversions (`ExpressibleByArgument`, the options' transforms) and checks the same rules.
    static func read(_ words: [String]) -> NearbyArguments? {
        // `--` ends the options for ArgumentParser (what follows is positional): its reading, never a value here.
        guard !words.contains("--") else { return nil }
        var arguments = NearbyArguments()
        var seen: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else { return nil }
            let equals = word.firstIndex(of: "=")
            let name = String(word[..<(equals ?? word.endIndex)])
            guard let option = options[name], option.repeats || seen.insert(name).inserted else { return nil }
            var value: String?
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else if option.takesValue, index < words.endIndex, option.unconditional || !words[index].hasPrefix("-") {
                value = words[index]
                index += 1
            }
            guard option.takesValue == (value != nil), (try? option.set(&arguments, value ?? "")) != nil else { return nil }
        }
        guard (try? arguments.validate()) != nil else { return nil }
        return arguments
    }

    /// Every option of `nearby` by its long name (`NearbyArgumentsReadTests` holds it to the command's definition).
    static let options: [String: Field] = [
        "--location": .value(unconditional: true) { $0.location = try LocationArgument.option("--location")($1) },
        "--near": .value { $0.near = $1 },
        "--along": .value(unconditional: true) { $0.along = $1 },
        "--to": .value(unconditional: true) { $0.to = $1 },
        "--radius": .value { $0.radius = try converted($1) },
        "--stars": .value { $0.stars = try StarsArgument.parse($1) },
        "--limit": .value { $0.limit = try converted($1) },
        "--sort": .value { $0.sort = try converted($1) },
        "--favorites": .flag { $0.favorites = true },
        "--open-now": .flag { $0.openNow = true },
        "--price": .value { $0.price = try converted($1) },
        "--kind": .value { $0.kind = try KindArgument.parse($1) },
        "--cuisine": .value { $0.cuisine = try converted($1) },
        "--diet": .value(repeats: true) { $0.diet.append(try converted($1)) },
        "--wheelchair": .flag { $0.wheelchair = true },
        "--outdoor-seating": .flag { $0.outdoorSeating = true },
        "--travel": .value { $0.travel = try converted($1) },
        "--max-travel": .value { $0.maxTravel = try TravelDurationArgument.parse($1) },
        "--format": .value { $0.format = try converted($1) },
        "--ascii": .flag { $0.ascii = true },
        "--places-api": .value { $0.placesAPI = try converted($1) },
        "--provider": .value { $0.provider = try converted($1) },
        "--offline": .flag { $0.offline = true },
        "--no-cache": .flag { $0.noCache = true },
        "--changes": .flag { $0.changes = true },
    ]

    /// How an option is read: with a value or as a flag, and what it sets.
    struct Field: Sendable {
        let takesValue: Bool
        var unconditional = false
        var repeats = false
        let set: @Sendable (inout NearbyArguments, String) throws -> Void

        static func value(
            unconditional: Bool = false, repeats: Bool = false,
            _ set: @escaping @Sendable (inout NearbyArguments, String) throws -> Void
        ) -> Field {
            Field(takesValue: true, unconditional: unconditional, repeats: repeats, set: set)
        }

        static func flag(_ set: @escaping @Sendable (inout NearbyArguments) -> Void) -> Field {
            Field(takesValue: false, set: { arguments, _ in set(&arguments) })
        }
    }

    /// The conversion ArgumentParser makes for the option's type.
    private static func converted<Value: ExpressibleByArgument>(_ text: String) throws -> Value {
        guard let value = Value(argument: text) else { throw NotReadable() }
        return value
    }

    private struct NotReadable: Error {}
}
