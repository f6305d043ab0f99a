import ArgumentParser

/// One option of `nearby`, declared once in `NearbyOptions.all`: its long name, the value it sets and how a word is
/// read into it, its help, where ArgumentParser declares it, and the arguments an assistant gives for it. The code
/// ArgumentParser and the fast reader need is written from these (`NearbyOptions+Generated.swift`).
struct NearbyOption: Sendable {
    enum Form: Sendable {
        case flag
        /// A value, named in the help (`metres`).
        case value(String)
        /// A value given as often as wanted, each added to a list.
        case repeated(String)
    }

    /// Where ArgumentParser declares it: with `nearby`'s own options, or in a group other commands share (its
    /// property in the command and its type), whose help is theirs too.
    enum Home: Sendable, Equatable {
        case nearby
        case group(property: String, type: String)
    }

    /// The long name (`max-travel`).
    let name: String
    /// The value it sets in `NearbyArguments`, and its Swift type and initial value as written there.
    let property: String
    let type: String
    var initial: String?
    let form: Form
    /// How a word becomes the value: a function's name (`StarsArgument.parse`); nil, the type's own reading
    /// (`ExpressibleByArgument`, as ArgumentParser reads it).
    var conversion: String?
    /// Whether a value starting with `-` is still its value (`--along -16.8,145.7`).
    var unconditional = false
    var home = Home.nearby
    /// What the help says of it (an option of a group: the group's own words, not these).
    var help = ""
    /// What an assistant gives for it (`NearbyDoor.declared`, the MCP schema), none when it is not offered.
    var assistant: [NearbyDoor.Declared] = []

    /// The help as ArgumentParser shows it.
    var argumentHelp: ArgumentHelp {
        switch form {
        case .flag: ArgumentHelp(help)
        case .value(let name), .repeated(let name): ArgumentHelp(help, valueName: name)
        }
    }

    var takesValue: Bool {
        if case .flag = form { false } else { true }
    }
}
