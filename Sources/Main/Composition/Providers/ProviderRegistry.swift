import CLI
import Domain
import Foundation
import Logging
import Networking
import Places

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
}

/// A provider foodybite knows: its name, how messages call it ("Google Places", and "Google" for short), how its
/// services are made, and its photos: which references are its own, and the service that fetches them (by default
/// the kit's; a provider whose photos need no key gives one that needs no configuration).
struct ProviderRegistration: Sendable {
    let provider: PlacesProvider
    let displayName: String
    let shortName: String
    let makeKit: @Sendable (ProviderContext) throws -> any PlacesProviderKit
    let ownsPhoto: @Sendable (Photo) -> Bool
    let makePhotoService: @Sendable (ProviderContext) throws -> any FetchPlacePhotoService
    /// Whether it can be asked with this configuration (its key is set; a keyless provider always): `--provider all`
    /// asks every provider that can be.
    let isUsable: @Sendable (AppConfiguration) -> Bool

    init(
        _ provider: PlacesProvider, _ displayName: String, short shortName: String,
        makeKit: @escaping @Sendable (ProviderContext) throws -> any PlacesProviderKit,
        ownsPhoto: @escaping @Sendable (Photo) -> Bool,
        photos: (@Sendable (ProviderContext) throws -> any FetchPlacePhotoService)? = nil,
        isUsable: @escaping @Sendable (AppConfiguration) -> Bool = { _ in true }
    ) {
        self.provider = provider
        self.displayName = displayName
        self.shortName = shortName
        self.makeKit = makeKit
        self.ownsPhoto = ownsPhoto
        makePhotoService = photos ?? { try makeKit($0).photoService() }
        self.isUsable = isUsable
    }
}

/// The providers, in the order their places are listed and merged (the first one's id names a merged place). A
/// provider is added with one line here and a folder of its own under `Places`.
struct ProviderRegistry: Sendable {
    let registrations: [ProviderRegistration]

    static let live = ProviderRegistry(registrations: [
        ProviderRegistration(
            .google, "Google Places", short: "Google", makeKit: GoogleRegistration.kit, ownsPhoto: GooglePlacesKits.owns,
            isUsable: { $0.placesAPIKey != nil }),
        ProviderRegistration(
            .foursquare, "Foursquare", short: "Foursquare", makeKit: FoursquareRegistration.kit,
            ownsPhoto: FoursquareKit.owns, photos: { FoursquarePhotoService(client: $0.client) },
            isUsable: { $0.foursquareAPIKey != nil }),
        ProviderRegistration(
            .osm, "OpenStreetMap", short: "OpenStreetMap", makeKit: OSMRegistration.kit, ownsPhoto: { _ in false }),
    ])

    var providers: [PlacesProvider] { registrations.map(\.provider) }

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

    /// "Google Places or Foursquare" (a choice's providers, for a message).
    func displayNames(_ choice: ProviderChoice) -> String {
        registrations.filter { choice.providers(among: providers).contains($0.provider) }.map(\.displayName)
            .joinedAsAlternatives()
    }
}

extension [String] {
    /// "a", "a or b", "a, b or c".
    func joinedAsAlternatives() -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last
    }
}
