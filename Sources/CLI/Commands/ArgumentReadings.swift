import ArgumentParser
import Domain
import Presentation

/// ArgumentParser reads these values as every front end does (`NearbyForm`'s readings), and lists their choices in
/// help and completions.
extension PriceRangeArgument: ExpressibleByArgument {
    public static var defaultCompletionKind: CompletionKind { .list(examples) }
}

extension Cuisine: ExpressibleByArgument {
    public init?(argument: String) {
        guard let cuisine = Cuisine.offered(named: argument) else { return nil }
        self = cuisine
    }

    public static var allValueStrings: [String] { offered.map(\.rawValue) }
}

extension ProviderChoice: ExpressibleByArgument {
    public init?(argument: String) {
        guard let choice = ProviderChoice.written(argument) else { return nil }
        self = choice
    }
}

extension Diet: ExpressibleByArgument {}
extension TravelMode: ExpressibleByArgument {}
extension NearbySortOrder: ExpressibleByArgument {}
extension PlacesAPI: ExpressibleByArgument {}
extension OutputFormat: TextReadable {}
