/// Google's price tier: 0 free, 1 inexpensive, 2 moderate, 3 expensive, 4 very expensive.
public struct PriceLevel: Equatable, Hashable, Sendable, Codable, Comparable {
    public let value: Int

    public init?(_ value: Int) {
        guard (0...4).contains(value) else { return nil }
        self.value = value
    }

    private enum CodingKeys: String, CodingKey { case value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let level = PriceLevel(try container.decode(Int.self, forKey: .value)) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not a price level")
        }
        self = level
    }

    public static func < (lhs: PriceLevel, rhs: PriceLevel) -> Bool { lhs.value < rhs.value }
}
