import ArgumentParser

/// Options every server command takes.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Foodybite server URL (default: FOODYBITE_SERVER_URL or config 'server_url').", valueName: "url"))
    var server: String?
}
