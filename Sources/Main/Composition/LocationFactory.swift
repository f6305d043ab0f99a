import Domain
import Foundation
import Location
import Logging
import Networking
import Places

/// Builds the location chain: --location; --near TEXT; FOODYBITE_LOCATION (or config `location`); the saved home;
/// IP geolocation (remembered 30 minutes in the state directory).
struct LocationFactory: Sendable {
    let configuration: AppConfiguration
    let environment: [String: String]
    let paths: XDGPaths
    let client: any HTTPClient
    let services: ServiceFactory
    let now: @Sendable () -> Date

    static let defaultGeoIPURL = "https://ipinfo.io/json"

    func resolve(_ request: LocationRequest) async throws -> ResolvedLocation {
        if let explicit = request.explicit {
            return ResolvedLocation(location: explicit, source: .argument)
        }
        if let near = request.near {
            let search = try services.textSearchService(request.api, preferring: request.provider)
            return try await PlaceSearchLocationProvider(text: near, search: search).currentLocation()
        }
        var providers: [any LocationProviding] = []
        if let configured = try configuration.defaultLocation() {
            providers.append(ExplicitLocationProvider(location: configured, source: .environment))
        }
        if let home = try? services.preferencesStore().load().home {
            providers.append(ExplicitLocationProvider(location: home, source: .home))
        }
        if let ip = try geoIPProvider() { providers.append(ip) }
        return try await LocationProvidingWithFallbackComposite(providers: providers).currentLocation()
    }

    private func geoIPProvider() throws -> IPGeolocationProvider? {
        let text = environment["FOODYBITE_GEOIP_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultGeoIPURL
        guard text != "off" else { return nil }
        try configuration.checkNetworkSettings()
        guard let url = WebURL.normalized(text), url.user == nil, url.password == nil else {
            throw ConfigurationError(
                "FOODYBITE_GEOIP_URL must be an http(s) URL without user:password@, or 'off' (got '\(WebURL.redactingUserInfo(text))')"
            )
        }
        let file = paths.state.appendingPathComponent("geoip.json")
        return IPGeolocationProvider(
            client: client, url: url, now: now,
            recall: {
                (try? Data(contentsOf: file)).flatMap {
                    try? JSONDecoder().decode(IPGeolocationProvider.Remembered.self, from: $0)
                }
            },
            remember: { remembered in
                try? FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                if let data = try? JSONEncoder().encode(remembered) { try? AtomicFile.write(data, to: file, mode: 0o600) }
            })
    }
}
