/// One provider's services, each made by the provider's own folder under `Places` and registered once in the
/// composition root, which wraps them (cache, fallback, merging) without knowing whose they are.
public protocol PlacesProviderKit: Sendable {
    var provider: PlacesProvider { get }
    func searchNearbyService() -> any SearchNearbyService
    func detailsService() -> any GetPlaceDetailsService
    /// A search by name and the details call that closes it (sharing a session token where the provider bills the
    /// pair as one search).
    func searchSession() -> SearchSession
    func photoService() -> any FetchPlacePhotoService
}

/// A search by name and the details call that closes it, sharing a session token.
public struct SearchSession: Sendable {
    public let autocomplete: any AutocompletePlacesService
    public let details: any GetPlaceDetailsService

    public init(autocomplete: any AutocompletePlacesService, details: any GetPlaceDetailsService) {
        self.autocomplete = autocomplete
        self.details = details
    }
}
