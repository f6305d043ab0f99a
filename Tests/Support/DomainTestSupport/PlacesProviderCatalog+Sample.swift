import Domain

extension PlacesProviderCatalog {
    /// Google, Foursquare and OpenStreetMap as their folders describe them (`ProviderRegistryTests` holds the live
    /// registry to these), for tests of what renders or checks provider facts.
    public static let sample = PlacesProviderCatalog([
        PlacesProviderDescriptor(
            .google, name: "Google Places", shortName: "Google", hours: .judgedHere(except: .legacy),
            reviewsTitle: "reviews on Google",
            mapLinkLabel: "google maps", idForm: "letters, digits, - and _"),
        PlacesProviderDescriptor(
            .foursquare, name: "Foursquare", shortName: "Foursquare", hours: .filteredByServer,
            reviewsTitle: "tips on Foursquare",
            idForm: "24 hexadecimal digits"),
        PlacesProviderDescriptor(
            .osm, name: "OpenStreetMap", shortName: "OpenStreetMap", ratesPlaces: false, hasAttributes: true,
            hours: .judgedHere(),
            attribution: "© OpenStreetMap contributors (ODbL: https://www.openstreetmap.org/copyright)",
            idForm: "osm:node/123, osm:way/123 or osm:relation/123"),
    ])
}

extension PlacesProviderDescriptor {
    /// The sample catalogue's descriptor of a provider.
    public static func sample(_ provider: PlacesProvider) -> PlacesProviderDescriptor {
        PlacesProviderCatalog.sample[provider]
    }
}
