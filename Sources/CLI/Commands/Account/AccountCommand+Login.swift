import ArgumentParser

extension AccountCommand {
    struct Login: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "login", abstract: "Log in; the session is kept in the data directory.")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "Your email address.") var email: String
        @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin.") var passwordStdin = false

        func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(email: email)
            let password = try PasswordInput.read(dependencies, fromStdin: passwordStdin, prompt: "Password: ", confirm: false)
            let user = try await dependencies.services.makeAccountServices(serverOptions.server).login.login(
                email: email, password: password)
            dependencies.services.console.writeInfo("Logged in as \(user.name) <\(user.email)>.\n")
        }
    }
}
