@testable import CLI

/// The Swift `NearbyOptions+Generated.swift` holds, written from the declaration (`NearbyOptions.all`): ArgumentParser's
/// options of `nearby` (a shared group once, where its first option is) and the values they set. Each property's type
/// is the property's as Swift names it (read from `NearbyArguments()` itself), its default the form's, and an
/// option read by a reader of its own is read by that reader (`NearbyOptions.reader`, `FormOption.read`): nothing is written by hand.
enum NearbyOptionsSource {
    static func render(_ options: [NearbyOption]) -> String {
        """
        // Written from `NearbyOptions.all` by NearbyOptionsTests: do not edit. After changing the declaration,
        // `NEARBY_OPTIONS_RECORD=1 swift test --filter NearbyOptionsTests` writes this file again.
        import ArgumentParser
        import Domain
        import Presentation

        /// `foodybite nearby`: ArgumentParser's declaration of its options (`NearbyOptions`); the command is
        /// `NearbyCommand.swift`.
        struct NearbyCommand: FoodybiteCommand {
        \(declarations(options).joined(separator: "\n\n"))

            /// The parsed line as plain values.
            var arguments: NearbyArguments {
                var arguments = NearbyArguments()
        \(options.map { "        arguments.\($0.inForm ? "form." : "")\($0.property) = \(source(of: $0))" }.joined(separator: "\n"))
                return arguments
            }
        }

        """
    }

    /// Each option as ArgumentParser declares it; a group once.
    private static func declarations(_ options: [NearbyOption]) -> [String] {
        var groups: Set<String> = []
        return options.compactMap { option in
            if let group = option.group {
                guard groups.insert(group.property).inserted else { return nil }
                return "    @OptionGroup var \(group.property): \(String(describing: group.type))"
            }
            var arguments = ["name: .customLong(\"\(option.name)\")"]
            if option.option.unconditional { arguments.append("parsing: .unconditional") }
            arguments.append("help: NearbyOptions.help(\"\(option.name)\")")
            if !option.option.readsItself {
                arguments.append("transform: NearbyOptions.reader(\"\(option.name)\")")
            }
            let wrapper = option.option.takesValue ? "Option" : "Flag"
            let type = swiftName(propertyType(option))
            let initial = type.hasSuffix("?") ? "" : " = NearbyArguments().\(option.inForm ? "form." : "")\(option.property)"
            var attribute = "    @\(wrapper)(\(arguments.joined(separator: ", ")))"
            // As swift-format writes one over its line length (130): the arguments on a line of their own.
            if attribute.count > 130 { attribute = "    @\(wrapper)(\n        \(arguments.joined(separator: ", ")))" }
            return "\(attribute)\n    var \(option.property): \(type)\(initial)"
        }
    }

    /// The type of the property an option sets, as the runtime names it (`Swift.Optional<Swift.Int>`).
    private static func propertyType(_ option: NearbyOption) -> String {
        let arguments = Mirror(reflecting: NearbyArguments())
        let holder = option.inForm ? arguments.descendant("form").map { Mirror(reflecting: $0) } : arguments
        let value = holder?.children.first { $0.label == option.property }?.value
        return value.map { String(reflecting: type(of: $0)) } ?? "Never"
    }

    private static func source(of option: NearbyOption) -> String {
        option.group.map { "\($0.property).\(option.property)" } ?? option.property
    }

    /// A type as a reader writes it: `Swift.Optional<Swift.Array<Domain.PlaceKind>>` is `[PlaceKind]?`.
    static func swiftName(_ reflected: String) -> String {
        var name = reflected
        for module in ["Swift.", "Domain.", "Presentation.", "CLI.", "OpeningHoursLanguage."] {
            name = name.replacingOccurrences(of: module, with: "")
        }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { return swiftName(String(name.dropFirst(9).dropLast())) + "?" }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { return "[" + swiftName(String(name.dropFirst(6).dropLast())) + "]" }
        return name
    }
}
