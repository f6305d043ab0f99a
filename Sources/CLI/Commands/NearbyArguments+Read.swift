import Domain
import Presentation

extension NearbyArguments {
    /// The arguments after `nearby` read without ArgumentParser, when they are a valid line of `--name value`,
    /// `--name=value` and flags, each at most once (`--diet` as often as wanted); nil for anything else (help,
    /// a short option, `--`, an error of any kind), which ArgumentParser then reads and explains. ArgumentParser's
    /// reflection over the option groups costs about 37 million instructions a run; this reads the same values
    /// with the same readings (`NearbyOptions`: each option's `FormOption`) and checks the same rules.
    static func read(_ words: [String]) -> NearbyArguments? {
        guard case .read(let arguments) = reading(words), (try? arguments.validate()) != nil else { return nil }
        return arguments
    }

    /// The first value of a line that its option's reading refuses, in that reading's words ("--format must be one of
    /// table, json, ... (got 'xml')"); nil when every value given is read. The runner says it for a line ArgumentParser
    /// refused, rather than ArgumentParser's own sentence about a type it only knows by its names.
    static func refusal(in words: [String]) -> UsageError? {
        guard case .refused(let error) = reading(words) else { return nil }
        return error
    }

    private enum Reading {
        case read(NearbyArguments)
        case refused(UsageError)
        /// Not a line of this shape (help, a short option, `--`, an unknown or repeated option, a missing value).
        case notThisShape
    }

    private static func reading(_ words: [String]) -> Reading {
        // `--` ends the options for ArgumentParser (what follows is positional): its reading, never a value here.
        guard !words.contains("--") else { return .notThisShape }
        var arguments = NearbyArguments()
        var seen: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else { return .notThisShape }
            let equals = word.firstIndex(of: "=")
            let name = String(word[..<(equals ?? word.endIndex)])
            guard let option = NearbyOptions.option(named: name), option.shape == .repeated || seen.insert(name).inserted else {
                return .notThisShape
            }
            var value: String?
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else if option.takesValue, index < words.endIndex, option.unconditional || !words[index].hasPrefix("-") {
                value = words[index]
                index += 1
            }
            guard option.takesValue == (value != nil) else { return .notThisShape }
            do {
                try option.set(&arguments, value ?? "")
            } catch let error as UsageError {
                return .refused(error)
            } catch let error as NotReadable {
                let shown = TerminalSafe.line(String((value ?? "").prefix(40)))
                return .refused(UsageError("\(name) must be \(error.readable) (got '\(shown)')"))
            } catch {
                return .notThisShape
            }
        }
        return .read(arguments)
    }
}
