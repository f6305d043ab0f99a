import ArgumentParser

extension AccountCommand {
    struct Delete: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete your account and its reviews, for good.")

        @OptionGroup var serverOptions: ServerOptions
        @Flag(help: "Confirm the deletion (required).") var yes = false

        func validate() throws {
            guard yes else { throw ValidationError("deleting the account cannot be undone: add --yes to confirm") }
        }

        func run(with dependencies: Dependencies) async throws {
            try await dependencies.services.makeAccountServices(serverOptions.server).account.deleteAccount()
            dependencies.services.console.writeInfo("Account deleted.\n")
        }
    }
}
