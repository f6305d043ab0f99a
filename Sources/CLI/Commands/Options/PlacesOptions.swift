import ArgumentParser
import Domain

/// `--places-api new|legacy`: which of Google's APIs a command uses (default: FOODYBITE_PLACES_API, config
/// `places_api`, else new).
struct PlacesOptions: ParsableArguments {
    @Option(
        name: .customLong("places-api"),
        help: ArgumentHelp("Google API: new or legacy (default: FOODYBITE_PLACES_API, else new).", valueName: "api"))
    var placesAPI: PlacesAPI?
}
