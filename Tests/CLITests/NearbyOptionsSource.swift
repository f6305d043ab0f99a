@testable import CLI

/// The Swift `NearbyOptions+Generated.swift` holds, written from the declaration: ArgumentParser's options of
/// `nearby` (a shared group once, where its first option is), the values they set, and the fast reader's table.
enum NearbyOptionsSource {
    static func render(_ options: [NearbyOption]) -> String {
        """
        // Written from `NearbyOptions.all` by NearbyOptionsTests: do not edit. After changing the declaration,
        // `NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests` writes this file again.
        import ArgumentParser
        import Domain

        /// `foodybite nearby`: ArgumentParser's declaration of its options (`NearbyOptions`); the command is
        /// `NearbyCommand.swift`.
        public struct NearbyCommand: FoodybiteCommand {
        \(declarations(options).joined(separator: "\n\n"))

            public init() {}

            /// The parsed line as plain values.
            var arguments: NearbyArguments {
                NearbyArguments(
        \(options.map { "            \($0.property): \(source(of: $0))" }.joined(separator: ",\n")))
            }
        }

        /// What a `nearby` line asks for, as plain values: `NearbyCommand` (ArgumentParser's definition, its help and
        /// its errors) and the fast reader of common lines (`NearbyArguments.read`) both give one, and the search runs
        /// from it.
        struct NearbyArguments: Equatable, Sendable {
        \(options.map { "    var \($0.property): \($0.type)\($0.initial.map { " = \($0)" } ?? "")" }.joined(separator: "\n"))
        }

        extension NearbyArguments {
            /// Every option of `nearby` by its long name, as the fast reader reads it.
            static let options: [String: Field] = [
        \(options.map { "        \(field($0))," }.joined(separator: "\n"))
            ]
        }

        """
    }

    /// Each option as ArgumentParser declares it; a group once.
    private static func declarations(_ options: [NearbyOption]) -> [String] {
        var groups: Set<String> = []
        return options.compactMap { option in
            switch option.home {
            case .group(let property, let type):
                guard groups.insert(property).inserted else { return nil }
                return "    @OptionGroup var \(property): \(type)"
            case .nearby:
                var arguments = ["name: .customLong(\"\(option.name)\")"]
                if option.unconditional { arguments.append("parsing: .unconditional") }
                arguments.append("help: NearbyOptions.help(\"\(option.name)\")")
                if let conversion = option.conversion { arguments.append("transform: \(conversion)") }
                let wrapper = option.takesValue ? "Option" : "Flag"
                let initial = option.initial.map { " = \($0)" } ?? ""
                return
                    "    @\(wrapper)(\(arguments.joined(separator: ", ")))\n    var \(option.property): \(option.type)\(initial)"
            }
        }
    }

    private static func source(of option: NearbyOption) -> String {
        if case .group(let property, _) = option.home { return "\(property).\(option.property)" }
        return option.property
    }

    /// The fast reader's entry: how it reads the option's word into its value.
    private static func field(_ option: NearbyOption) -> String {
        let read = option.conversion.map { "try \($0)($1)" } ?? "try converted($1)"
        switch option.form {
        case .flag: return "\"--\(option.name)\": .flag { $0.\(option.property) = true }"
        case .value:
            let unconditional = option.unconditional ? "(unconditional: true)" : ""
            return "\"--\(option.name)\": .value\(unconditional) { $0.\(option.property) = \(read) }"
        case .repeated:
            return "\"--\(option.name)\": .value(repeats: true) { $0.\(option.property).append(\(read)) }"
        }
    }
}
