/// What foodybite knows about a provider, said once in the provider's own folder and read wherever the difference
/// shows: in messages (its names), in what a query may ask of it (ratings, map data), in what is printed with its
/// data (the credit its licence asks for, what its reviews are called, the label of its map link).
public struct PlacesProviderDescriptor: Equatable, Sendable {
    public let provider: PlacesProvider
    /// "Google Places": how a message names it.
    public let name: String
    /// "Google": how a short message names it ("showing Google's places only").
    public let shortName: String
    /// Whether it rates places: one that does not cannot answer `--stars` alone.
    public let ratesPlaces: Bool
    /// Whether its places carry map data (`PlaceAttributes`: diets, wheelchair, seats outside, hours as written).
    public let hasAttributes: Bool
    /// How it answers `--open-at` and `--open-on-arrival`.
    public let hours: OpeningHoursSupport
    /// The credit its licence asks for wherever its data is shown; nil when none is required.
    public let attribution: String?
    /// What its reviews are called in `details` ("reviews on Google"); nil when it has none.
    public let reviewsTitle: String?
    /// The label of the link to its map ("google maps", "map").
    public let mapLinkLabel: String
    /// What its place ids look like, for a message ("24 hexadecimal digits"; an added provider's: `name:…`).
    public let idForm: String

    public init(
        _ provider: PlacesProvider, name: String, shortName: String, ratesPlaces: Bool = true,
        hasAttributes: Bool = false, hours: OpeningHoursSupport = .none, attribution: String? = nil, reviewsTitle: String? = nil,
        mapLinkLabel: String = "map", idForm: String? = nil
    ) {
        self.provider = provider
        self.name = name
        self.shortName = shortName
        self.ratesPlaces = ratesPlaces
        self.hasAttributes = hasAttributes
        self.hours = hours
        self.attribution = attribution
        self.reviewsTitle = reviewsTitle
        self.mapLinkLabel = mapLinkLabel
        self.idForm = idForm ?? "\(provider.rawValue):…"
    }

    /// A provider nothing is registered for (an id of a provider this build does not have): its name, and nothing
    /// claimed of it.
    public static func unregistered(_ provider: PlacesProvider) -> PlacesProviderDescriptor {
        PlacesProviderDescriptor(provider, name: provider.rawValue, shortName: provider.rawValue)
    }
}
