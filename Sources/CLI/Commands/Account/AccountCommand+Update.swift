import ArgumentParser
import Domain

extension AccountCommand {
    struct Update: FoodybiteCommand {
        static let configuration = CommandConfiguration(
            commandName: "update", abstract: "Change your name, email or profile picture (the others are kept).")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "A new name.") var name: String?
        @Option(help: "A new email address.") var email: String?
        @Option(name: .customLong("profile-image"), help: ArgumentHelp("A new profile picture.", valueName: "file"))
        var profileImage: String?
        @Flag(name: .customLong("remove-profile-image"), help: "Remove the profile picture.") var removeProfileImage = false

        func validate() throws {
            if profileImage != nil && removeProfileImage {
                throw ValidationError("--profile-image and --remove-profile-image cannot be used together")
            }
            if name == nil && email == nil && profileImage == nil && !removeProfileImage {
                throw ValidationError("nothing to change: give --name, --email, --profile-image or --remove-profile-image")
            }
        }

        func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(name: name, email: email)
            let services = try dependencies.services.makeAccountServices(serverOptions.server)
            guard let current = try services.currentUser.currentUser() else {
                throw SessionErrors.notLoggedIn
            }
            // The server overwrites all three fields: send the current ones for what is not being changed.
            let image =
                removeProfileImage
                ? nil
                : try profileImage.map {
                    try InputFiles.read($0, option: "--profile-image", maxBytes: AccountRules.maxImageBytes)
                }
                    ?? current.profileImage
            let user = try await services.account.updateAccount(
                name: name ?? current.name, email: email ?? current.email, profileImage: image)
            try dependencies.services.console.write(try UserRenderer.render(user, as: .table))
        }
    }
}
