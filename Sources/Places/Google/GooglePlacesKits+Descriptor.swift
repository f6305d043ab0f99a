import Domain

extension GooglePlacesKits {
    /// Google Places: rated places, reviews, a Google Maps link, hours as periods (Places API (New)); no map data.
    public static let descriptor = PlacesProviderDescriptor(
        .google, name: "Google Places", shortName: "Google", hours: .judgedHere(except: .legacy),
        reviewsTitle: "reviews on Google",
        mapLinkLabel: "google maps", idForm: "letters, digits, - and _")
}
