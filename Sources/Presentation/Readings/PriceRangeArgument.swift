import Domain

/// `price 2` or `price 1-2`: price levels as Google numbers them, 0 (free) to 4 (very expensive).
public struct PriceRangeArgument: Equatable, Sendable {
    public let levels: ClosedRange<Int>

    /// The levels a text names (one digit, or two joined by `-`, low to high), nil for anything else.
    public init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 1 }),
            let low = Int(parts[0]), let high = Int(parts[parts.count - 1]),
            NearbySearchQuery.priceRange.contains(low), NearbySearchQuery.priceRange.contains(high), low <= high
        else { return nil }
        levels = low...high
    }

    /// Every text a level or a range of two is written as.
    public static let examples = ["0", "1", "2", "3", "4", "0-1", "1-2", "2-3", "3-4"]
}
