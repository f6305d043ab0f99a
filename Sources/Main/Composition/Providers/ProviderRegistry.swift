import Domain
import Foundation
import Logging
import Networking
import Places
import Presentation

/// What a provider's services are made from. Each registration reads what it needs (its key, its URL) only when a
/// command asks that provider: a provider not asked needs no key.
struct ProviderContext: Sendable {
    let configuration: AppConfiguration
    let client: any HTTPClient
    let paging: LegacyPaging
    let progress: any WorkProgress
    /// `--places-api`, for Google (nil: the configured one).
    let googleAPI: PlacesAPI?
    /// The process's environment (`FOODYBITE_NOW`, `TZ`) and foodybite's cache directory (shared files).
    var environment: [String: String] = [:]
    var cacheDirectory: URL = FileManager.default.temporaryDirectory
    var now: @Sendable () -> Date = { Date() }
    /// The spacing of a public service kept for a whole fleet (`CacheEngine.fleetSpacing`); nil, or nil from it: kept
    /// in the cache directory's file.
    var fleetSpacing: (@Sendable (_ service: String, _ maximumWait: Duration) throws -> RequestSpacing?)?
    /// Where a provider's warnings go (stderr in the live graph).
    var logger = Logger(label: "foodybite") { _ in SwiftLogNoOpLogHandler() }
}

/// The providers, in the order their places are listed and merged (the first one's id names a merged place). A
/// provider is added with one line here and a folder of its own under `Places`.
struct ProviderRegistry: Sendable {
    let registrations: [ProviderRegistration]

    static let live = ProviderRegistry(registrations: [
        GoogleRegistration.registration,
        FoursquareRegistration.registration,
        OSMRegistration.registration,
    ])

    var providers: [PlacesProvider] { registrations.map(\.provider) }

    /// What each provider is, for what renders and checks provider facts.
    var catalog: PlacesProviderCatalog { PlacesProviderCatalog(registrations.map(\.descriptor)) }

    /// These providers and one more, listed and merged after them.
    func adding(_ registration: ProviderRegistration) -> ProviderRegistry {
        ProviderRegistry(registrations: registrations + [registration])
    }

    /// The registrations a choice names, in registry order (`all`: those usable with this configuration, all of them
    /// when none is); an unknown name is a usage error that lists the known.
    func select(_ choice: ProviderChoice, configuration: AppConfiguration? = nil) throws -> [ProviderRegistration] {
        let chosen = registrations.filter { choice.providers(among: usable(choice, configuration)).contains($0.provider) }
        guard !chosen.isEmpty else {
            throw UsageError("unknown provider '\(TerminalSafe.line(String(choice.rawValue.prefix(40))))': \(choices)")
        }
        return chosen
    }

    /// The provider a command asks when none is named: the configured one; left at its default with no key set for
    /// any provider that needs one, the first that needs none (`keylessFallback`).
    func defaultChoice(_ configuration: AppConfiguration) throws(ConfigurationError) -> ProviderChoice {
        if let keyless = keylessFallback(configuration) { return ProviderChoice(keyless.provider) }
        return try configuration.provider(among: providers)
    }

    /// The provider asked only because nothing else can be (no provider configured, no key set), and the keys that
    /// would let the others be asked; nil otherwise.
    func keylessFallback(_ configuration: AppConfiguration) -> KeylessFallback? {
        let keyed = registrations.filter { $0.key != nil }
        guard configuration.providerIsDefault, !keyed.contains(where: { $0.isUsable(configuration) }),
            let keyless = registrations.first(where: { $0.key == nil })
        else { return nil }
        return KeylessFallback(
            provider: keyless.provider,
            keys: keyed.compactMap { registration in
                registration.key.map { (provider: registration.descriptor.shortName, variable: $0.environmentVariable) }
            })
    }

    /// The providers `all` means: those that can be asked (a keyed provider without its key cannot).
    func usable(_ choice: ProviderChoice, _ configuration: AppConfiguration?) -> [PlacesProvider] {
        guard choice == .all, let configuration else { return providers }
        let usable = registrations.filter { $0.isUsable(configuration) }.map(\.provider)
        return usable.isEmpty ? providers : usable
    }

    func registration(for provider: PlacesProvider) -> ProviderRegistration? {
        registrations.first { $0.provider == provider }
    }

    /// "google, foursquare or all".
    var choices: String {
        (providers.map(\.rawValue) + [ProviderChoice.all.rawValue]).joinedAsAlternatives()
    }
}
