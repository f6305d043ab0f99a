import Domain

/// A front end's call through a door that failed: one line that says why (in the front end's words, every secret
/// replaced), and the exit code the command line would end with (the documented ones, `ExitCodes`).
public struct DoorFailure: Error, Equatable, Sendable {
    public let message: String
    public let exitCode: Int32
}

extension DoorFailure {
    /// The failure an error is (`ErrorReport`), its message redacted of `secrets`.
    public init(_ error: any Error, secrets: [String]) {
        let report = ErrorReport(error)
        self.init(message: report.redacted(secrets), exitCode: report.exitCode)
    }

    /// What `body` answers, or its error as a failure.
    public static func catching<Answer>(_ services: DoorServices, _ body: () async throws -> Answer) async
        -> Result<Answer, DoorFailure>
    {
        do {
            return .success(try await body())
        } catch {
            return .failure(DoorFailure(error, secrets: services.secrets()))
        }
    }
}
