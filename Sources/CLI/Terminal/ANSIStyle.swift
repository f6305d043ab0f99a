/// The few SGR styles the tables use; `apply` is a no-op without colour.
enum ANSIStyle: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"

    func apply(_ text: String, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
    }
}
