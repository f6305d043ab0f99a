import Domain
import Presentation

/// `--language TAG`, `--region CC`, `--units metric|imperial` (`ConventionFlags`): foodybite's own flags like
/// `--quiet`, taken anywhere on the line before `--` (`--language fr` or `--language=fr`) and removed before the
/// command's own options are read. Each is checked here: a value that is not one is a usage error.
extension ConventionFlags {
    static let names = ["--language", "--region", "--units"]

    /// The flags of a line, and the line without them.
    static func taken(from arguments: [String]) throws(UsageError) -> (ConventionFlags, [String]) {
        var flags = ConventionFlags()
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            guard let name = names.first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) else {
                rest.append(argument)
                index += 1
                continue
            }
            let value: String
            if argument.count > name.count {
                value = String(argument.dropFirst(name.count + 1))
            } else {
                guard index + 1 < arguments.count else { throw UsageError("\(name) needs a value") }
                value = arguments[index + 1]
                index += 1
            }
            try flags.set(name, value)
            index += 1
        }
        return (flags, rest)
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        let shown = TerminalSafe.line(String(value.prefix(40)))
        switch name {
        case "--language":
            guard let tag = Conventions.languageTag(value) else {
                throw UsageError("--language '\(shown)' is not a language tag: fr, pt-BR, en-US (BCP 47)")
            }
            language = tag
        case "--region":
            guard let territory = Conventions.territory(value) else {
                throw UsageError("--region '\(shown)' is not a region: two letters, e.g. US, FR (CLDR)")
            }
            region = territory
        default:
            guard let system = UnitSystem(rawValue: value.lowercased()) else {
                throw UsageError("--units '\(shown)': metric or imperial")
            }
            units = system
        }
    }
}
