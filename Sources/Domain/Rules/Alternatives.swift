extension [String] {
    /// "a", "a or b", "a, b or c": choices, for a message.
    public func joinedAsAlternatives() -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last
    }
}
