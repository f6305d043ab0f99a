/// What the output can show: colour only on a terminal without NO_COLOR; a width when known.
public struct TerminalCapabilities: Equatable, Sendable {
    public let isInteractive: Bool
    public let usesColor: Bool
    public let width: Int?

    public static let plain = TerminalCapabilities(isInteractive: false, usesColor: false, width: nil)

    public init(isInteractive: Bool, usesColor: Bool, width: Int?) {
        self.isInteractive = isInteractive
        self.usesColor = usesColor
        self.width = width
    }

    /// The rule: colour on a TTY, unless NO_COLOR is set (to anything non-empty) or TERM is "dumb".
    public static func detect(stdoutIsTTY: Bool, environment: [String: String], width: Int?) -> TerminalCapabilities {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return TerminalCapabilities(
            isInteractive: stdoutIsTTY, usesColor: stdoutIsTTY && !noColor, width: stdoutIsTTY ? width : nil)
    }
}
