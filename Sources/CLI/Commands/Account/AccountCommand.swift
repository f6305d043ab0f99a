import ArgumentParser

/// `foodybite account ...`: the Foodybite server account.
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
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
}
