import ArgumentParser

/// The root command: `foodybite <subcommand>`.
public struct Foodybite: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "foodybite",
        abstract:
            "Find restaurants, cafés, bars and bakeries nearby, with details, reviews, travel times and routes, from Google Places, Foursquare, OpenStreetMap (no key) or all of them.",
        discussion: """
            Results go to standard output (--format table, json, csv, ndjson, geojson or map, as each command lists); \
            messages go to standard error. --quiet (or -q), anywhere on the line, leaves out what is only \
            informative (where "near" is, that results are cached, progress); errors and warnings stay.

            \(Setting.helpText)

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

    public init() {}
}
