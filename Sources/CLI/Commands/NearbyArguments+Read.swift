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
    static func converted<Value: ExpressibleByArgument>(_ text: String) throws -> Value {
        guard let value = Value(argument: text) else { throw NotReadable() }
        return value
    }

    private struct NotReadable: Error {}
}
