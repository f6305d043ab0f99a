import Domain

/// `details` for every front end: the place id checked, the details and the user's own reviews found (`details`,
/// which the command line's `details` runs too), and the place as the record its JSON writes.
public enum DetailsDoor {
    /// The place's record, or why not. `openAt`: a moment as `open_at` reads it; the record then says whether the
    /// hours as written say open then.
    public static func run(placeID: String, offline: Bool, openAt: String? = nil, services: DoorServices) async
        -> Result<JSONValue, DoorFailure>
    {
        await DoorFailure.catching(services) {
            try PlaceIDRule.check(placeID, forms: PlaceIDRule.forms(of: services.providers))
            let filter = try openAt.map {
                try OpenAtArgument.filter(try OpenAtArgument.moment($0), now: services.hoursNow(), zone: .current)
            }
            let (model, owner) = try await details(
                placeID: placeID, source: PlacesSource(api: nil, cache: .init(offline: offline, noCache: false)),
                server: nil, services: services, openAt: filter)
            return .object(PlaceDetailsRecord(model: model, owner: owner).fields)
        }
    }

    /// The place's details with the user's own reviews, as a model, and its provider; says on the console when they
    /// came from the cache.
    public static func details(
        placeID: String, source: PlacesSource, server: String?, services: DoorServices, openAt: OpenAtFilter? = nil
    ) async throws -> (PlaceDetailsViewModel, PlacesProviderDescriptor) {
        let details = try await services.makeDetailsService(source).getPlaceDetails(placeID: placeID)
        let own = await ownReviews(placeID, offline: source.cache == .cacheOnly, server: server, services: services)
        let model = PlaceDetailsViewModel(details: details, ownReviews: own, now: services.now(), openAt: openAt)
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
