import Domain

/// A value a text names by itself: a number, a text, or one of a type's names (a front end may list them as the
/// choices). A form's option of such a type needs no reader of its own (`FormOption.readItself`).
public protocol TextReadable: Sendable {
    init?(text: String)

    /// How a refusal says what the type reads: "one of a, b, c", "a whole number".
    static var readable: String { get }
}

extension TextReadable where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var readable: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
}

extension Int: TextReadable {
    public init?(text: String) { self.init(text) }

    public static var readable: String { "a whole number" }
}

extension String: TextReadable {
    public init?(text: String) { self = text }

    public static var readable: String { "a text" }
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

    public static var readable: String { "one of " + offered.map(\.rawValue).joined(separator: ", ") }
}

extension ProviderChoice: TextReadable {
    public init?(text: String) {
        guard let choice = ProviderChoice.written(text) else { return nil }
        self = choice
    }

    public static var readable: String { "a provider's name, a comma list of them, or all" }
}

extension PriceRangeArgument: TextReadable {
    public init?(text: String) { self.init(argument: text) }

    public static var readable: String { "a price level or range: " + examples.joined(separator: ", ") }
}
