import Domain
import Foundation
import Presentation

extension NearbyArguments {
    /// The search (`NearbySearch`, the front ends' one workflow) from this line, written by `NearbyAnswerWriter`.
    func run(with dependencies: Dependencies) async throws {
        let writer = NearbyAnswerWriter(format: format, ascii: ascii, dependencies: dependencies)
        let outcome = try await NearbySearch(services: dependencies.nearbySearchServices).run(
            try request(dependencies), tell: writer.tell, show: writer.write)
        if case .answer(let answer) = outcome { try writer.write(answer) }
    }

    /// What the line asks: where, the filters (the saved preferences where a flag is missing, the favourites, the
    /// configured kinds), which providers and how the cache is used.
    func request(_ dependencies: Dependencies) throws -> NearbySearchRequest {
        let form = self.form
        let kinds = try form.kinds(configured: dependencies.defaultKinds)
        let preferences = savedPreferences(dependencies)
        let favorites = form.favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil
        let openAt = try form.openAt.map { try OpenAtArgument.filter($0, now: dependencies.hoursNow(), zone: .current) }
        let onArrival = form.openOnArrival ? ArrivalFilter(stay: form.stay ?? 0, now: dependencies.hoursNow()) : nil
        let centre: NearbySearchRequest.Centre =
            if let along = form.along, let to = form.to {
                .along(
                    from: NearbyForm.routeEnd(along, api: form.placesAPI), to: NearbyForm.routeEnd(to, api: form.placesAPI),
                    width: form.radius ?? NearbyForm.defaultAlongWidth, mode: form.travel ?? .walk)
            } else {
                .around(
                    LocationRequest(
                        explicit: form.location, near: form.near, api: form.placesAPI, provider: form.provider?.single))
            }
        return NearbySearchRequest(
            centre: centre,
            query: {
                form.query(
                    around: $0, preferences: preferences, favorites: favorites, provider: nil, kinds: kinds, openAt: openAt,
                    onArrival: onArrival)
            },
            provider: form.provider, api: form.placesAPI, cache: form.cacheMode, changes: form.changes)
    }

    /// The saved preferences when a flag is missing; the defaults, with a warning, when they cannot be read
    /// (a search never fails because of them).
    func savedPreferences(_ dependencies: Dependencies) -> UserPreferences {
        guard form.needsPreferences else { return .default }
        do {
            return try dependencies.makePreferencesStore().load()
        } catch {
            let reason = Redactor(secrets: dependencies.secrets()).redact(ErrorReport(error).message)
            dependencies.console.writeError("foodybite: warning: \(reason); using the default radius and stars\n")
            return .default
        }
    }
}
