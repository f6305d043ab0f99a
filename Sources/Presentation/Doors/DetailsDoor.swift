import Domain

/// `details` for every front end, one entrance: the place id checked (a form some provider's ids have, agreeing with
/// the provider asked, if any), the details and the user's own reviews found, and whether the hours as written say
/// open at the moment asked. Each front end writes the typed answer its way.
public enum DetailsDoor {
    /// The place's details with the user's own reviews, as a model, and its provider; says on the console when they
    /// came from the cache. `openAt`: the model then says whether the hours as written say open at that moment.
    public static func details(
        placeID: String, provider: ProviderChoice? = nil, source: PlacesSource, server: String?,
        openAt: OpeningMoment? = nil, services: DoorServices
    ) async throws -> (PlaceDetailsViewModel, PlacesProviderDescriptor) {
        try PlaceIDRule.check(placeID, provider: provider, forms: PlaceIDRule.forms(of: services.providers))
        let filter = try openAt.map { try OpenAtArgument.filter($0, now: services.hoursNow(), zone: .current) }
        let details = try await services.makeDetailsService(source).getPlaceDetails(placeID: placeID)
        let own = await ownReviews(placeID, offline: source.cache == .cacheOnly, server: server, services: services)
        let model = PlaceDetailsViewModel(details: details, ownReviews: own, now: services.now(), openAt: filter)
        if let cachedAt = details.cachedAt {
            services.console.tell(
                .information(
                    "showing cached details (fetched \(RelativeAge.describe(from: cachedAt, to: services.now())))"))
        }
        return (model, services.providers.owner(of: placeID))
    }

    /// The user's own reviews of the place, when a server is configured and they are logged in; otherwise none.
    private static func ownReviews(_ placeID: String, offline: Bool, server: String?, services: DoorServices) async
        -> [Review]
    {
        guard !offline, let account = try? services.makeAccountServices(server),
            (try? account.currentUser.currentUser()) != nil
        else { return [] }
        do {
            return try await account.reviews.getReviews(placeID: placeID)
        } catch {
            services.console.tell(.warning("your reviews could not be loaded: \(ErrorReport(error).message)"))
            return []
        }
    }
}
