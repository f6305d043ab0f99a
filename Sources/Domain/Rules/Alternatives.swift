extension [String] {
    /// "a", "a or b", "a, b or c": choices, for a message. (A loop, not `joined`: this runs at start-up, where the
    /// generic `joined` costs more to set up than to run.)
    public func joinedAsAlternatives() -> String {
        var text = ""
        for (index, item) in enumerated() {
            if index > 0 { text += index == count - 1 ? " or " : ", " }
            text += item
        }
        return text
    }
}
