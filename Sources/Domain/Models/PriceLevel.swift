/// Google's price tier: 0 free, 1 inexpensive, 2 moderate, 3 expensive, 4 very expensive.
public struct PriceLevel: Equatable, Hashable, Sendable, Codable, Comparable {
    public let value: Int

    public init?(_ value: Int) {
        guard (0...4).contains(value) else { return nil }
        self.value = value
    }

    public static func < (lhs: PriceLevel, rhs: PriceLevel) -> Bool { lhs.value < rhs.value }
}
