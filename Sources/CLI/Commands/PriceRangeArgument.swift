import ArgumentParser
import Domain

/// `--price 2` or `--price 1-2`: price levels as Google numbers them, 0 (free) to 4 (very expensive).
struct PriceRangeArgument: ExpressibleByArgument, Equatable, Sendable {
    let levels: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 1 }),
            let low = Int(parts[0]), let high = Int(parts[parts.count - 1]),
            NearbySearchQuery.priceRange.contains(low), NearbySearchQuery.priceRange.contains(high), low <= high
        else { return nil }
        levels = low...high
    }

    static var defaultCompletionKind: CompletionKind { .list(["0", "1", "2", "3", "4", "0-1", "1-2", "2-3", "3-4"]) }
}

extension Cuisine: ExpressibleByArgument {
    /// The cuisines offered only: `vegan` and `vegetarian` are diets (`--diet`).
    public init?(argument: String) {
        guard let cuisine = Cuisine(rawValue: argument), Cuisine.offered.contains(cuisine) else { return nil }
        self = cuisine
    }

    public static var allValueStrings: [String] { offered.map(\.rawValue) }
}
extension Diet: ExpressibleByArgument {}
extension TravelMode: ExpressibleByArgument {}
