import ArgumentParser
import Presentation

extension ValidationError {
    /// A rule every front end shares (a `UsageError` when broken), checked on the command line: ArgumentParser's
    /// validation error, whose message points to the command's help.
    static func checking(_ rule: () throws -> Void) throws {
        do { try rule() } catch let error as UsageError { throw ValidationError(error.message) }
    }
}
