import ArgumentParser
import Domain

/// `--provider google|foursquare|all` for commands that take a place id: the id decides where it is looked up,
/// so the option is only checked against it.
struct ProviderOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "google, foursquare or all; the place id decides (Foursquare's are 24 hex digits).", valueName: "provider"))
    var provider: ProviderChoice?
}
