/// Something the user must configure before the command can run (a key, a URL, a location).
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
