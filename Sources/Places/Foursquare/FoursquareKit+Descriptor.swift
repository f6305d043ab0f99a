import Domain

extension FoursquareKit {
    /// Foursquare: rated places and tips, a server that filters by a weekday and a time (`open_at`); no map data.
    public static let descriptor = PlacesProviderDescriptor(
        .foursquare, name: "Foursquare", shortName: "Foursquare", hours: .filteredByServer, reviewsTitle: "tips on Foursquare",
        idForm: "24 hexadecimal digits")
}
