import ArgumentParser

extension AccountCommand {
    public struct Delete: FoodybiteCommand {
        public static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete your account and its reviews, for good.")

        @OptionGroup var serverOptions: ServerOptions
        @Flag(help: "Confirm the deletion (required).") var yes = false

        public init() {}

        public func validate() throws {
            guard yes else { throw ValidationError("deleting the account cannot be undone: add --yes to confirm") }
        }

        public func run(with dependencies: Dependencies) async throws {
            try await dependencies.services.makeAccountServices(serverOptions.server).account.deleteAccount()
            dependencies.services.console.writeInfo("Account deleted.\n")
        }
    }
}
