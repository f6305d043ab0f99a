import ArgumentParser
import Domain

/// `--provider NAME|all` for commands that take a place id: the id decides where it is looked up, so the option is
/// only checked against it.
struct ProviderOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "\(Foodybite.providerNames) or all; the place id decides (the provider whose id it is).", valueName: "provider"))
    var provider: ProviderChoice?
}
