import ArgumentParser
import Presentation

/// One option of `nearby` on the command line: its long name, how it reads and what it sets (a `NearbyField`'s, or
/// the command line's own), the value's name and the help, and the option group other commands share that declares
/// it (its help is then the group's). ArgumentParser's declaration is written from these
/// (`NearbyOptions+Generated.swift`); the fast reader reads with them.
struct NearbyOption: Sendable {
    /// A group of options other commands share: the property `NearbyCommand` holds it in, and its type.
    struct Group: Sendable {
        let property: String
        let type: any ParsableArguments.Type
    }

    /// The long name (`max-travel`).
    let name: String
    /// The property of `NearbyCommand` it sets, and of `NearbyArguments` (in its `form` when it is the search's).
    let property: String
    var inForm = true
    let option: FormOption<NearbyArguments>
    /// The value's name in the help (`metres`); nil for a flag.
    var valueName: String?
    var group: Group?
    /// What the help says of it (an option of a group: nothing, the group's help is shown); asked only for help.
    var words: @Sendable () -> String = { "" }

    /// The help as ArgumentParser shows it.
    var argumentHelp: ArgumentHelp {
        valueName.map { ArgumentHelp(words(), valueName: $0) } ?? ArgumentHelp(words())
    }

    /// The long name of a form's property: `maxTravel` is `max-travel`, `placesAPI` `places-api` (ASCII names).
    static func longName(_ property: String) -> String {
        var name: [UInt8] = []
        var afterCapital = true
        for byte in property.utf8 {
            let capital = (0x41...0x5A).contains(byte)
            if capital && !afterCapital { name.append(0x2D) }
            name.append(capital ? byte + 0x20 : byte)
            afterCapital = capital
        }
        return String(decoding: name, as: UTF8.self)
    }
}
