import Domain

/// The one line and the exit code that an error turns into.
public struct ErrorReport: Equatable, Sendable {
    public let message: String
    public let exitCode: Int32
}

extension ErrorReport {
    public init(_ error: any Error) {
        switch error {
        case let error as ServiceError:
            self.init(message: error.message, exitCode: Self.exitCode(for: error.kind))
        case let error as ConfigurationError:
            self.init(message: error.message, exitCode: ExitCodes.configuration)
        case let error as UsageError:
            self.init(message: error.message, exitCode: ExitCodes.usage)
        case OutputError.failed(let reason):
            self.init(message: "cannot write the output: \(reason)", exitCode: ExitCodes.ioError)
        case OutputError.closed:
            self.init(message: "", exitCode: ExitCodes.outputClosed)
        default:
            self.init(message: "internal error: \(type(of: error))", exitCode: ExitCodes.software)
        }
    }

    public static func exitCode(for kind: ServiceError.Kind) -> Int32 {
        switch kind {
        case .unavailable, .notFound: return ExitCodes.unavailable
        case .temporary: return ExitCodes.temporaryFailure
        case .permissionDenied: return ExitCodes.permissionDenied
        case .invalidInput: return ExitCodes.usage
        case .conflict: return ExitCodes.dataError
        }
    }

    /// The message on one line, with every secret replaced.
    public func redacted(_ secrets: [String]) -> String {
        Redactor(secrets: secrets).redact(message)
    }
}
