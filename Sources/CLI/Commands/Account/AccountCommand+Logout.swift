import ArgumentParser

extension AccountCommand {
    struct Logout: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "logout", abstract: "End the session on the server, then here.")

        @OptionGroup var serverOptions: ServerOptions

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.services.makeAccountServices(serverOptions.server).logout.logout()
            dependencies.services.console.writeInfo("Logged out.\n")
        }
    }
}
