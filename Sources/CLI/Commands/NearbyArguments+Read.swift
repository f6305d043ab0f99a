import Domain
import Presentation

extension NearbyArguments {
    /// The arguments after `nearby` read without ArgumentParser, when they are a valid line of `--name value`,
    /// `--name=value` and flags, each at most once (`--diet` as often as wanted); nil for anything else (help,
    /// a short option, `--`, an error of any kind), which ArgumentParser then reads and explains. ArgumentParser's
    /// reflection over the option groups costs about 37 million instructions a run; this reads the same values
    /// with the same readings (`NearbyOptions`: each option's `FormOption`) and checks the same rules.
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
            guard let option = NearbyOptions.option(named: name), option.shape == .repeated || seen.insert(name).inserted else {
                return nil
            }
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
}
