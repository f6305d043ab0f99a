import ArgumentParser

extension AccountCommand {
    struct SignUp: FoodybiteCommand {
        static let configuration = CommandConfiguration(commandName: "signup", abstract: "Create an account.")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "Your name (3 characters or more).") var name: String
        @Option(help: "Your email address.") var email: String
        @Option(name: .customLong("profile-image"), help: ArgumentHelp("A profile picture (up to 2 MiB).", valueName: "file"))
        var profileImage: String?
        @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin.") var passwordStdin = false

        func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(name: name, email: email)
            let image = try profileImage.map {
                try InputFiles.read($0, option: "--profile-image", maxBytes: AccountRules.maxImageBytes)
            }
            let password = try PasswordInput.read(dependencies, fromStdin: passwordStdin, prompt: "Password: ", confirm: true)
            try AccountRules.check(password: password)
            let services = try dependencies.services.makeAccountServices(serverOptions.server)
            try await services.signUp.signUp(name: name, email: email, password: password, profileImage: image)
            dependencies.services.console.writeError(
                "Account created for \(email). Log in with: foodybite account login --email \(email)\n")
        }
    }
}
