import Domain

extension GooglePlacesKits {
    /// Google Places: rated places, reviews, a Google Maps link; no map data.
    public static let descriptor = PlacesProviderDescriptor(
        .google, name: "Google Places", shortName: "Google", reviewsTitle: "reviews on Google",
        mapLinkLabel: "google maps", idForm: "letters, digits, - and _")
}
