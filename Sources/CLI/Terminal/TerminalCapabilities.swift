import Domain

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

    /// The widths tables and maps are fitted to; a width outside is taken as the nearest end.
    public static let widthRange = 20...500
    /// The width when neither COLUMNS nor the terminal says one.
    public static let defaultWidth = 80

    /// The width tables and maps fit: COLUMNS when it is a whole number above 0 (on a terminal or not, as POSIX
    /// tools and git read it), else the terminal's own, else 80; within `widthRange`.
    public static func fittingWidth(columns: String?, terminal: Int?) -> Int {
        let given = columns.flatMap { Int(Spaces.trimmed($0)) }.flatMap { $0 > 0 ? $0 : nil }
        let width = given ?? terminal.flatMap { $0 > 0 ? $0 : nil } ?? defaultWidth
        return min(max(width, widthRange.lowerBound), widthRange.upperBound)
    }

    /// The rule: colour on a TTY, unless NO_COLOR is set (to anything non-empty) or TERM is "dumb".
    public static func detect(stdoutIsTTY: Bool, environment: [String: String], width: Int?) -> TerminalCapabilities {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }
            .first { !$0.isEmpty }
        let unicode = locale.map { $0.lowercased().contains("utf-8") || $0.lowercased().contains("utf8") } ?? false
        return TerminalCapabilities(
            isInteractive: stdoutIsTTY, usesColor: stdoutIsTTY && !noColor,
            width: fittingWidth(columns: environment["COLUMNS"], terminal: stdoutIsTTY ? width : nil),
            usesUnicode: unicode)
    }
}
