import ArgumentParser
import Presentation

/// A command that does its work with the services it is given (see `Dependencies`).
public protocol FoodybiteCommand: AsyncParsableCommand {
    func run(with dependencies: Dependencies) async throws
}

extension FoodybiteCommand {
    /// Commands are run by `FoodybiteRunner`, which hands them their dependencies.
    public func run() async throws {
        throw UsageError("this command must be run through the foodybite executable")
    }
}
