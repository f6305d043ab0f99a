import ArgumentParser

/// The root command: `foodybite <subcommand>`.
public struct Foodybite: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "foodybite",
        abstract: "Find restaurants near you from Google Places.",
        discussion: """
            Results go to standard output (--format table|json|csv|ndjson); messages go to standard error.

            ENVIRONMENT:
              FOODYBITE_PLACES_API_KEY     Google Places API key (never a flag)
              FOODYBITE_PLACES_API         new (default) or legacy
              FOODYBITE_PLACES_URL         Places API (New) base URL
              FOODYBITE_PLACES_LEGACY_URL  legacy Places API base URL
              FOODYBITE_HTTP_TIMEOUT       seconds to wait for an answer (15)
              FOODYBITE_RETRIES            retries of a read that failed for now, 0...5 (2)
              FOODYBITE_SERVER_URL         Foodybite server for accounts and reviews
              FOODYBITE_LOCATION           default location, LAT,LNG
              FOODYBITE_GEOIP_URL          IP geolocation endpoint, or 'off'
              FOODYBITE_LOG_LEVEL          warning (default), info or debug
              NO_COLOR                     no colour, even on a terminal
              Each FOODYBITE_ variable has a config file key too: 'foodybite config'.

            \(ExitCodes.helpText)
            """,
        version: FoodybiteVersion.current,
        subcommands: [
            NearbyCommand.self, DetailsCommand.self, PhotoCommand.self, SearchCommand.self, FavoritesCommand.self,
            WhereAmICommand.self, ReviewCommand.self, ReviewsCommand.self,
            AccountCommand.self,
            PreferencesCommand.self,
            ConfigCommand.self,
        ]
    )

    public init() {}
}
