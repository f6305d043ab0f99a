import Domain

/// A table of zones that answers the same zone and country at every point (nil: none known anywhere, as at sea).
public struct PlaceZoneStub: PlaceZoneLocating {
    private let answer: PlaceZone?

    public init(_ answer: PlaceZone?) {
        self.answer = answer
    }

    /// Every point in `timeZone`, of no known country.
    public init(timeZone: String) {
        self.init(PlaceZone(timeZone: timeZone, country: nil))
    }

    public func zone(at location: Location) -> PlaceZone? { answer }
}
