import ArgumentParser
import Domain
import Foundation
import Presentation

/// `foodybite account ...`: the Foodybite server account.
public struct AccountCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Sign up, log in and manage your Foodybite account.",
        discussion: """
            Passwords are read with a hidden prompt on a terminal, or from stdin with --password-stdin; never from \
            a flag. They are hashed (SHA-512) before they leave the process. The server is --server, \
            FOODYBITE_SERVER_URL or config 'server_url'.
            """,
        subcommands: [
            SignUp.self, Login.self, Logout.self, WhoAmI.self,
            Update.self, Delete.self, ChangePassword.self,
        ])

    public init() {}
}

/// Checks account input with the original app's rules; every broken rule is named, nothing is sent.
enum AccountRules {
    static func check(name: String? = nil, email: String? = nil, password: String? = nil) throws {
        let problems =
            (name.map(AccountInputValidator.nameProblems) ?? []) + (email.map(AccountInputValidator.emailProblems) ?? [])
            + (password.map(AccountInputValidator.passwordProblems) ?? [])
        guard problems.isEmpty else { throw UsageError(problems.joined(separator: "; ")) }
    }

    static let maxImageBytes = 2 * 1024 * 1024
}

extension AccountCommand {
    public struct SignUp: FoodybiteCommand {
        public static let configuration = CommandConfiguration(commandName: "signup", abstract: "Create an account.")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "Your name (3 characters or more).") var name: String
        @Option(help: "Your email address.") var email: String
        @Option(name: .customLong("profile-image"), help: ArgumentHelp("A profile picture (up to 2 MiB).", valueName: "file"))
        var profileImage: String?
        @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin.") var passwordStdin = false

        public init() {}

        public func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(name: name, email: email)
            let image = try profileImage.map {
                try InputFiles.read($0, option: "--profile-image", maxBytes: AccountRules.maxImageBytes)
            }
            let password = try PasswordInput.read(dependencies, fromStdin: passwordStdin, prompt: "Password: ", confirm: true)
            try AccountRules.check(password: password)
            let services = try dependencies.makeAccountServices(serverOptions.server)
            try await services.signUp.signUp(name: name, email: email, password: password, profileImage: image)
            dependencies.console.writeError(
                "Account created for \(email). Log in with: foodybite account login --email \(email)\n")
        }
    }
}

extension AccountCommand {
    public struct Login: FoodybiteCommand {
        public static let configuration = CommandConfiguration(
            commandName: "login", abstract: "Log in; the session is kept in the data directory.")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "Your email address.") var email: String
        @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin.") var passwordStdin = false

        public init() {}

        public func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(email: email)
            let password = try PasswordInput.read(dependencies, fromStdin: passwordStdin, prompt: "Password: ", confirm: false)
            let user = try await dependencies.makeAccountServices(serverOptions.server).login.login(
                email: email, password: password)
            dependencies.console.writeInfo("Logged in as \(user.name) <\(user.email)>.\n")
        }
    }
}

extension AccountCommand {
    public struct Logout: FoodybiteCommand {
        public static let configuration = CommandConfiguration(
            commandName: "logout", abstract: "End the session on the server, then here.")

        @OptionGroup var serverOptions: ServerOptions

        public init() {}

        public func run(with dependencies: Dependencies) async throws {
            try await dependencies.makeAccountServices(serverOptions.server).logout.logout()
            dependencies.console.writeInfo("Logged out.\n")
        }
    }
}

extension AccountCommand {
    public struct WhoAmI: FoodybiteCommand {
        public static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Print who is logged in.")

        @OptionGroup var serverOptions: ServerOptions
        @OptionGroup var output: ReportOutputOptions

        public init() {}

        public func run(with dependencies: Dependencies) async throws {
            guard let user = try dependencies.makeAccountServices(serverOptions.server).currentUser.currentUser() else {
                throw ServiceError(.permissionDenied, "not logged in: run 'foodybite account login --email EMAIL' first")
            }
            try dependencies.console.write(try UserRenderer.render(user, as: output.format))
        }
    }
}

extension AccountCommand {
    public struct Update: FoodybiteCommand {
        public static let configuration = CommandConfiguration(
            commandName: "update", abstract: "Change your name, email or profile picture (the others are kept).")

        @OptionGroup var serverOptions: ServerOptions
        @Option(help: "A new name.") var name: String?
        @Option(help: "A new email address.") var email: String?
        @Option(name: .customLong("profile-image"), help: ArgumentHelp("A new profile picture.", valueName: "file"))
        var profileImage: String?
        @Flag(name: .customLong("remove-profile-image"), help: "Remove the profile picture.") var removeProfileImage = false

        public init() {}

        public func validate() throws {
            if profileImage != nil && removeProfileImage {
                throw ValidationError("--profile-image and --remove-profile-image cannot be used together")
            }
            if name == nil && email == nil && profileImage == nil && !removeProfileImage {
                throw ValidationError("nothing to change: give --name, --email, --profile-image or --remove-profile-image")
            }
        }

        public func run(with dependencies: Dependencies) async throws {
            try AccountRules.check(name: name, email: email)
            let services = try dependencies.makeAccountServices(serverOptions.server)
            guard let current = try services.currentUser.currentUser() else {
                throw ServiceError(.permissionDenied, "not logged in: run 'foodybite account login --email EMAIL' first")
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
            try dependencies.console.write(try UserRenderer.render(user, as: .table))
        }
    }
}

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
            try await dependencies.makeAccountServices(serverOptions.server).account.deleteAccount()
            dependencies.console.writeInfo("Account deleted.\n")
        }
    }
}

extension AccountCommand {
    public struct ChangePassword: FoodybiteCommand {
        public static let configuration = CommandConfiguration(
            commandName: "change-password",
            abstract: "Change your password (with --password-stdin: current, then new, one per line)."
        )

        @OptionGroup var serverOptions: ServerOptions
        @Flag(name: .customLong("password-stdin"), help: "Read both passwords from stdin.") var passwordStdin = false

        public init() {}

        public func run(with dependencies: Dependencies) async throws {
            let current = try PasswordInput.read(
                dependencies, fromStdin: passwordStdin, prompt: "Current password: ", confirm: false)
            let new = try PasswordInput.read(
                dependencies, fromStdin: passwordStdin, prompt: "New password: ", confirm: !passwordStdin)
            try AccountRules.check(password: new)
            try await dependencies.makeAccountServices(serverOptions.server).changePassword.changePassword(
                currentPassword: current, newPassword: new)
            dependencies.console.writeInfo("Password changed.\n")
        }
    }
}
