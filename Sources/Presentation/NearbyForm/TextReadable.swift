import Domain

/// A value a text names by itself: a number, a text, or one of a type's names (a front end may list them as the
/// choices). A form's option of such a type needs no reader of its own (`FormOption.readItself`).
public protocol TextReadable: Sendable {
    init?(text: String)
}

extension Int: TextReadable {
    public init?(text: String) { self.init(text) }
}

extension String: TextReadable {
    public init?(text: String) { self = text }
}

extension RawRepresentable where RawValue == String {
    public init?(text: String) { self.init(rawValue: text) }
}

extension NearbySortOrder: TextReadable {}
extension Diet: TextReadable {}
extension TravelMode: TextReadable {}
extension PlacesAPI: TextReadable {}

extension Cuisine: TextReadable {
    public init?(text: String) {
        guard let cuisine = Cuisine.offered(named: text) else { return nil }
        self = cuisine
    }
}

extension ProviderChoice: TextReadable {
    public init?(text: String) {
        guard let choice = ProviderChoice.written(text) else { return nil }
        self = choice
    }
}

extension PriceRangeArgument: TextReadable {
    public init?(text: String) { self.init(argument: text) }
}
