import Domain
import DomainTestSupport
import Foundation
import Presentation

/// A dependency a test did not set, used anyway: the test fails with its name instead of a default that
/// pretends ("no API key").
public struct UnimplementedDependency: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "test dependency '\(name)' is not set" }

    public init(name: String) {
        self.name = name
    }
}

extension DoorServices {
    /// Every service fails (throws `UnimplementedDependency`) until a test sets it; the configured values are the
    /// documented defaults, as a front end sees them when nothing is configured. As isowords' test clients do.
    public static func failing(
        console: any Console = ConsoleSpy(),
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }
    ) -> DoorServices {
        DoorServices(
            console: console,
            makeSearchNearbyService: { _ in throw UnimplementedDependency(name: "makeSearchNearbyService") },
            makePreferencesStore: { throw UnimplementedDependency(name: "makePreferencesStore") },
            makeAccountServices: { _ in throw UnimplementedDependency(name: "makeAccountServices") },
            makeDetailsService: { _ in throw UnimplementedDependency(name: "makeDetailsService") },
            makeFavoritesStore: { throw UnimplementedDependency(name: "makeFavoritesStore") },
            makePlaceNames: { throw UnimplementedDependency(name: "makePlaceNames") },
            makeNearbyBaselineStore: { throw UnimplementedDependency(name: "makeNearbyBaselineStore") },
            makeSearchSession: { _, _ in throw UnimplementedDependency(name: "makeSearchSession") },
            defaultLocation: { throw UnimplementedDependency(name: "defaultLocation") },
            defaultProvider: { .google }, defaultKinds: { PlaceKind.default }, providers: .sample,
            makeRouteService: { _ in throw UnimplementedDependency(name: "makeRouteService") },
            routerAttribution: { nil }, providersAsked: { $0.names ?? [] }, keylessFallback: { nil },
            resolveLocation: { _ in throw UnimplementedDependency(name: "resolveLocation") }, distance: { _, _ in 0 },
            now: now, hoursNow: now, placesAPI: { $0 ?? .default }, secrets: { [] })
    }
}

extension FrontEndServices {
    /// The doors' services failing (`DoorServices.failing`), and the rest failing or empty until a test sets it.
    public static func failing(
        console: any Console = ConsoleSpy(),
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }
    ) -> FrontEndServices {
        FrontEndServices(
            doors: .failing(console: console, now: now),
            makePhotoService: { _ in throw UnimplementedDependency(name: "makePhotoService") },
            makeAutocompleteService: { _ in throw UnimplementedDependency(name: "makeAutocompleteService") },
            configuration: ConfigurationEditorStub(), settings: { SettingsCatalogue([]) }, maxPhotoWidth: { _, _ in nil },
            mapLibrary: { nil }, tileSource: { .openStreetMap }, openInBrowser: { _ in }, ownFolders: { [] },
            conventions: { $0.asAsked },
            readLine: { nil }, readSecret: { _ in throw UnimplementedDependency(name: "readSecret") })
    }
}
