import ArgumentParser

extension AccountCommand {
    struct ChangePassword: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "change-password",
            abstract: "Change your password (with --password-stdin: current, then new, one per line)."
        )

        @OptionGroup var serverOptions: ServerOptions
        @Flag(name: .customLong("password-stdin"), help: "Read both passwords from stdin.") var passwordStdin = false

        func run(with dependencies: Dependencies) async throws {
            let current = try PasswordInput.read(
                dependencies, fromStdin: passwordStdin, prompt: "Current password: ", confirm: false)
            let new = try PasswordInput.read(
                dependencies, fromStdin: passwordStdin, prompt: "New password: ", confirm: !passwordStdin)
            try AccountRules.check(password: new)
            try await dependencies.services.makeAccountServices(serverOptions.server).changePassword.changePassword(
                currentPassword: current, newPassword: new)
            dependencies.services.console.writeInfo("Password changed.\n")
        }
    }
}
