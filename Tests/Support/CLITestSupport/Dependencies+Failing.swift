import CLI
import Domain
import DomainTestSupport
import Foundation
import Presentation

/// A dependency a test did not set, used anyway: the test fails with its name instead of a default that
/// pretends ("no API key").
public struct UnimplementedDependency: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "test dependency '\(name)' is not set" }
}

extension Dependencies {
    /// Every member fails (throws `UnimplementedDependency`, or returns nothing) until a test sets it: each test
    /// states exactly what its command uses. As isowords' test keys do.
    public static func failing(
        console: any Console = ConsoleSpy(), terminal: TerminalCapabilities = .plain,
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }
    ) -> Dependencies {
        let services = DoorServices(
            console: console,
            makeSearchNearbyService: { _ in throw UnimplementedDependency(name: "makeSearchNearbyService") },
            makePreferencesStore: { throw UnimplementedDependency(name: "makePreferencesStore") },
            makeAccountServices: { _ in throw UnimplementedDependency(name: "makeAccountServices") },
            makeDetailsService: { _ in throw UnimplementedDependency(name: "makeDetailsService") },
            makeFavoritesStore: { throw UnimplementedDependency(name: "makeFavoritesStore") },
            makeNearbyBaselineStore: { throw UnimplementedDependency(name: "makeNearbyBaselineStore") },
            makeSearchSession: { _, _ in throw UnimplementedDependency(name: "makeSearchSession") },
            defaultLocation: { throw UnimplementedDependency(name: "defaultLocation") },
            // The documented default, as a command sees it when nothing is configured.
            defaultProvider: { .google },
            resolveLocation: { _ in throw UnimplementedDependency(name: "resolveLocation") }, distance: { _, _ in 0 },
            now: now, secrets: { [] })
        var dependencies = Dependencies(
            services: services, terminal: terminal,
            makePhotoService: { _ in throw UnimplementedDependency(name: "makePhotoService") },
            makeAutocompleteService: { _ in throw UnimplementedDependency(name: "makeAutocompleteService") },
            readLine: { nil }, stdinIsTerminal: false, configuration: ConfigurationEditorStub(),
            readSecret: { _ in throw UnimplementedDependency(name: "readSecret") })
        dependencies.services.providers = .sample
        return dependencies
    }
}
