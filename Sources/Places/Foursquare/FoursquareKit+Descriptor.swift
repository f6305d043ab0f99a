import Domain

extension FoursquareKit {
    /// Foursquare: rated places and tips; no map data.
    public static let descriptor = PlacesProviderDescriptor(
        .foursquare, name: "Foursquare", shortName: "Foursquare", reviewsTitle: "tips on Foursquare",
        idForm: "24 hexadecimal digits")
}
