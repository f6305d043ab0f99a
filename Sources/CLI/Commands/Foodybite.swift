import ArgumentParser
import Domain
import Presentation

/// The root command: `foodybite <subcommand>`.
public struct Foodybite: AsyncParsableCommand {
    /// Its configuration: the settings in the help are the build's (`SettingsCatalogue`, from the composition root),
    /// made once per run by `FoodybiteRunner` (`described(with:)`); without one, only the variables every build reads.
    public static var configuration: CommandConfiguration { current }

    @TaskLocal private static var current = configuration(settings: SettingsCatalogue([]))

    static func configuration(settings: SettingsCatalogue) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "foodybite",
            abstract:
                "Find restaurants, cafés, bars and bakeries nearby, with details, reviews, travel times and routes, from Google Places, Foursquare, OpenStreetMap (no key) or all of them.",
            discussion: """
                Results go to standard output (--format table, json, csv, ndjson, geojson or map, as each command lists); \
                messages go to standard error. --quiet (or -q), anywhere on the line, leaves out what is only \
                informative (where "near" is, that results are cached, progress); errors and warnings stay. \
                --language TAG (fr, pt-BR), --region CC (US) and --units metric|imperial, anywhere on the line, \
                set the language asked of the providers, your region and the units distances are shown in; without \
                them, FOODYBITE_LANGUAGE, _REGION, _UNITS or the config file, else the locale (LC_ALL, then \
                LC_MESSAGES, LC_MEASUREMENT, LC_TIME, then LANG: a C or POSIX locale sends no language and shows \
                metres on a 24-hour clock). Times follow the locale's clock (12-hour in the US).

                \(settings.helpText)

                \(ExitCodes.helpText)
                """,
            version: FoodybiteVersion.current,
            subcommands: [
                NearbyCommand.self, RouteCommand.self, DetailsCommand.self, PhotoCommand.self, SearchCommand.self,
                FavoritesCommand.self,
                WhereAmICommand.self, ReviewCommand.self, ReviewsCommand.self,
                AccountCommand.self,
                PreferencesCommand.self,
                ConfigCommand.self,
            ]
        )
    }

    /// The providers of the build as options' help names them: "google, foursquare, osm (OpenStreetMap, no ratings)".
    @TaskLocal static var providerNames = "a provider's name"

    /// What the build's place ids look like: "Google: letters, digits, - and _; Foursquare: 24 hexadecimal digits; ...".
    @TaskLocal static var placeIDForms = "a provider's id"

    /// Runs `body` with the help describing these settings and providers.
    static func described<Result>(
        with settings: SettingsCatalogue, providers: PlacesProviderCatalog, _ body: () async throws -> Result
    ) async rethrows -> Result {
        let names = providers.descriptors.map { descriptor in
            descriptor.ratesPlaces
                ? descriptor.provider.rawValue : "\(descriptor.provider.rawValue) (\(descriptor.name), no ratings)"
        }
        return try await $current.withValue(configuration(settings: settings)) {
            try await $providerNames.withValue(names.joined(separator: ", ")) {
                try await $placeIDForms.withValue(PlaceIDRule.forms(of: providers), operation: body)
            }
        }
    }

    public init() {}
}
