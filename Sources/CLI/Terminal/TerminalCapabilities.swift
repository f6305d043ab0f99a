/// What the output can show: colour only on a terminal without NO_COLOR; a width when known.
public struct TerminalCapabilities: Equatable, Sendable {
    public let isInteractive: Bool
    public let usesColor: Bool
    public let width: Int?
    /// Whether the locale is UTF-8 (box drawing in the map); plain ASCII otherwise.
    public let usesUnicode: Bool

    public static let plain = TerminalCapabilities(isInteractive: false, usesColor: false, width: nil)

    public init(isInteractive: Bool, usesColor: Bool, width: Int?, usesUnicode: Bool = true) {
        self.isInteractive = isInteractive
        self.usesColor = usesColor
        self.width = width
        self.usesUnicode = usesUnicode
    }

    /// The rule: colour on a TTY, unless NO_COLOR is set (to anything non-empty) or TERM is "dumb".
    public static func detect(stdoutIsTTY: Bool, environment: [String: String], width: Int?) -> TerminalCapabilities {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }
            .first { !$0.isEmpty }
        let unicode = locale.map { $0.lowercased().contains("utf-8") || $0.lowercased().contains("utf8") } ?? false
        // On a terminal whose size cannot be read, COLUMNS says it (1...1000); off a terminal, no width.
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { (1...1000).contains($0) ? $0 : nil }
        return TerminalCapabilities(
            isInteractive: stdoutIsTTY, usesColor: stdoutIsTTY && !noColor, width: stdoutIsTTY ? (width ?? columns) : nil,
            usesUnicode: unicode)
    }
}
