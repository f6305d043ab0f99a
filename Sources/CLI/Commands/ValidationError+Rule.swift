import ArgumentParser
import Domain
import Presentation

extension ValidationError {
    /// A rule every front end shares (a `UsageError` when broken), checked on the command line: ArgumentParser's
    /// validation error, whose message points to the command's help.
    static func checking(_ rule: () throws -> Void) throws {
        do { try rule() } catch let error as UsageError { throw ValidationError(error.message) }
    }
}

extension PlaceIDRule {
    /// A place id given on the command line (its rule broken: ArgumentParser's validation error), the forms the
    /// message lists being the build's (`Foodybite.placeIDForms`).
    static func checkArgument(_ placeID: String, provider: ProviderChoice? = nil) throws {
        try ValidationError.checking { try check(placeID, provider: provider, forms: Foodybite.placeIDForms) }
    }
}
