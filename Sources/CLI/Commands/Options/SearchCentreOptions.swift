import ArgumentParser
import Domain
import Presentation

/// `--location` or `--near`: where a search is centred (neither: the configured chain).
struct SearchCentreOptions: ParsableArguments {
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Where to search, in decimal degrees (default: FOODYBITE_LOCATION or config 'location').", valueName: "lat,lng"),
        transform: TransformFailure.keeping(LocationArgument.option(.location)))
    var location: Location?

    @Option(
        help: ArgumentHelp(
            "Search near the first place this text finds (e.g. \"Bouillon Notre Dame, Dijon\").", valueName: "text"))
    var near: String?

    func validate() throws { try ValidationError.checking { try NearbyForm.checkCentre(location: location, near: near) } }

    func request(api: PlacesAPI?) -> LocationRequest {
        LocationRequest(explicit: location, near: near, api: api)
    }
}
