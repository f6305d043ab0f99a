import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite preferences show | set [--radius M] [--stars N] | reset`: what `nearby` uses when its flags are absent.
struct PreferencesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preferences",
        abstract: "Show or change the saved search preferences.",
        subcommands: [Show.self, Set.self, Reset.self],
        defaultSubcommand: Show.self)

    struct Show: FoodybiteCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Print the saved preferences.")

        @OptionGroup var output: ReportOutputOptions

        func run(with dependencies: Dependencies) async throws {
            let preferences = try dependencies.services.makePreferencesStore().load()
            try dependencies.services.console.write(try PreferencesRenderer.render(preferences, as: output.format))
        }
    }

    struct Set: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Save a default radius and minimum rating.")

        @Option(
            help: ArgumentHelp(
                "Default search radius: metres (800), or 800m, 1.5km, 0.5mi, 2000ft; 1 m ... 50 km.", valueName: "distance"),
            transform: TransformFailure.keeping(RadiusArgument.parse))
        var radius: Int?

        @Option(
            help: ArgumentHelp("Default minimum rating, 0...5.", valueName: "n"),
            transform: TransformFailure.keeping(StarsArgument.parse))
        var stars: Double?

        @Option(
            name: .long, parsing: .unconditional,
            help: ArgumentHelp("Your home location, used when no other is given.", valueName: "lat,lng"),
            transform: TransformFailure.keeping(LocationArgument.option(.home)))
        var home: Location?

        @Flag(name: .customLong("clear-home"), help: "Forget the home location.")
        var clearHome = false

        func validate() throws {
            guard radius != nil || stars != nil || home != nil || clearHome else {
                throw ValidationError("nothing to set: give --radius, --stars, --home or --clear-home")
            }
            if home != nil && clearHome { throw ValidationError("--home and --clear-home cannot be used together") }
            try ValidationError.checking { try NearbyForm.checkRanges(radius: radius, stars: stars, limit: nil) }
        }

        func run(with dependencies: Dependencies) async throws {
            let store = try dependencies.services.makePreferencesStore()
            let current = try store.load()
            let newHome = clearHome ? nil : home ?? current.home
            let updated = UserPreferences(
                radius: radius ?? current.radius, minimumRating: stars ?? current.minimumRating, home: newHome)
            try store.save(updated)
            try dependencies.services.console.write(try PreferencesRenderer.render(updated, as: .table))
        }
    }

    struct Reset: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset", abstract: "Go back to the defaults (10000 m, no minimum rating).")

        func run(with dependencies: Dependencies) async throws {
            try dependencies.services.makePreferencesStore().save(.default)
            try dependencies.services.console.write(try PreferencesRenderer.render(.default, as: .table))
        }
    }
}
