import Domain
import Foundation
import Presentation

extension NearbyArguments {
    func run(with dependencies: Dependencies) async throws {
        // Without a key, OpenStreetMap is asked; offline (no key needed), the cache answers with every provider's places.
        let keyless = provider == nil ? dependencies.keylessFallback() : nil
        let everyProvider = ProviderChoice(rawValue: dependencies.providers.providers.map(\.rawValue).joined(separator: ","))
        let choice = try provider ?? (keyless != nil && offline ? everyProvider : nil) ?? dependencies.defaultProvider()
        let kinds = try self.kinds(configured: dependencies.defaultKinds)
        if let from = along, let to {
            return try await searchAlong(from: from, to: to, choice: choice, kinds: kinds, dependencies: dependencies)
        }
        let resolved = try await dependencies.resolveLocation(
            LocationRequest(explicit: location, near: near, api: placesAPI, provider: provider?.single))
        LocationReport.write(resolved, to: dependencies.console)
        let query = self.query(
            around: resolved.location, preferences: savedPreferences(dependencies),
            favorites: favorites ? Set(try dependencies.makeFavoritesStore().list()) : nil, provider: choice.single,
            kinds: kinds)
        try NearbyProviderRules.check(
            query, asking: offline ? [] : dependencies.providersAsked(choice).map { dependencies.providers[$0] },
            among: dependencies.providers, keyless: keyless)
        if let keyless, !offline {
            let asked = dependencies.providers[keyless.provider]
            dependencies.console.writeInfo(
                "foodybite: no \(keyless.keys.map(\.provider).joinedAsAlternatives()) key is configured: asking \(asked.name) (no key\(asked.ratesPlaces ? "" : "; no ratings"))\n"
            )
        }
        let service = try dependencies.makeSearchNearbyService(
            PlacesSource(api: placesAPI, cache: cacheMode, provider: choice, acceptsPartialAnswer: !changes))
        let result = try await service.searchNearby(query)
        if choice.single == nil, case let left = NearbyProviderRules.unjudged(result.places, query: query), left > 0 {
            dependencies.console.writeInfo(
                "foodybite: \(left) places \(dependencies.providers.descriptors.filter(\.hasAttributes).map(\.name).joinedAsAlternatives()) does not know were left out by \(query.attributes.flags.joined(separator: " ")) (no provider could judge them)\n"
            )
        }
        let writer = NearbyAnswerWriter(format: format, ascii: ascii, dependencies: dependencies)
        guard changes else {
            return try writer.write(result, query: query, otherProviders: choice.single != nil, offline: offline)
        }
        let outcome = try NearbyChangesUseCase(
            store: try dependencies.makeNearbyBaselineStore(), distance: dependencies.distance,
            providers: dependencies.providers, now: dependencies.now
        ).run(
            result, query: query,
            key: NearbyChangesKey.of(
                query, api: placesAPI, provider: choice, asking: dependencies.providersAsked(choice)),
            source: dependencies.providers.names(choice),
            warn: { dependencies.console.writeError("foodybite: warning: \($0)\n") },
            show: { try writer.write($0, query: query) })
        if case .firstRun(let listed) = outcome {
            dependencies.console.writeInfo(
                "foodybite: first run of this query: recorded its \(listed) places; the next run with --changes lists what changed\n"
            )
        }
    }

    /// The saved preferences when a flag is missing; the defaults, with a warning, when they cannot be read
    /// (a search never fails because of them).
    func savedPreferences(_ dependencies: Dependencies) -> UserPreferences {
        guard needsPreferences else { return .default }
        do {
            return try dependencies.makePreferencesStore().load()
        } catch {
            let reason = Redactor(secrets: dependencies.secrets()).redact(ErrorReport(error).message)
            dependencies.console.writeError("foodybite: warning: \(reason); using the default radius and stars\n")
            return .default
        }
    }
}
