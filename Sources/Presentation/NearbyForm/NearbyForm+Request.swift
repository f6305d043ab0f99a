import Domain
import Foundation

extension NearbyForm {
    /// What the search asks: where, the filters (the saved preferences where a value is missing, the favourites, the
    /// configured kinds), which providers and how the cache is used.
    public func request(_ services: DoorServices) throws -> NearbySearchRequest {
        let kinds = try self.kinds(configured: services.defaultKinds)
        let preferences = savedPreferences(services)
        let favorites = favorites ? Set(try services.makeFavoritesStore().list()) : nil
        let openAt = try self.openAt.map { try OpenAtArgument.filter($0, now: services.hoursNow(), zone: .current) }
        let onArrival = openOnArrival ? ArrivalFilter(stay: stay ?? 0, now: services.hoursNow()) : nil
        let centre: NearbySearchRequest.Centre =
            if let along, let to {
                .along(
                    from: Self.routeEnd(along, api: placesAPI), to: Self.routeEnd(to, api: placesAPI),
                    width: radius ?? Self.defaultAlongWidth, mode: travel ?? .walk)
            } else {
                .around(LocationRequest(explicit: location, near: near, api: placesAPI, provider: provider?.single))
            }
        return NearbySearchRequest(
            centre: centre,
            query: {
                self.query(
                    around: $0, preferences: preferences, favorites: favorites, provider: nil, kinds: kinds, openAt: openAt,
                    onArrival: onArrival)
            },
            provider: provider, api: placesAPI, cache: cacheMode, changes: changes,
            savedStars: stars == nil && preferences.minimumRating > 0 ? preferences.minimumRating : nil)
    }

    /// The saved preferences when a value is missing; the defaults, with a warning, when they cannot be read
    /// (a search never fails because of them).
    func savedPreferences(_ services: DoorServices) -> UserPreferences {
        guard needsPreferences else { return .default }
        do {
            return try services.makePreferencesStore().load()
        } catch {
            let reason = Redactor(secrets: services.secrets()).redact(ErrorReport(error).message)
            services.console.tell(.warning("\(reason); using the default radius and stars"))
            return .default
        }
    }
}
