import ArgumentParser
import Domain

extension AccountCommand {
    struct WhoAmI: FoodybiteCommand {
        static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Print who is logged in.")

        @OptionGroup var serverOptions: ServerOptions
        @OptionGroup var output: ReportOutputOptions

        func run(with dependencies: Dependencies) async throws {
            guard let user = try dependencies.services.makeAccountServices(serverOptions.server).currentUser.currentUser() else {
                throw SessionErrors.notLoggedIn
            }
            try dependencies.services.console.write(try UserRenderer.render(user, as: output.format))
        }
    }
}
