import CLI
import Domain
import Foundation
import Networking
import Places

/// The routing service of `--travel`, from the configuration: Google's Routes API with the Places key, or OSRM (one
/// server per mode, no key, requests spaced a second apart across processes as the public servers' policy asks).
/// Transit is Google's only.
enum TravelRegistration {
    private static let osrmURLs: [TravelMode: ConfigKey] = [.walk: .osrmFootURL, .bike: .osrmBikeURL, .drive: .osrmCarURL]

    static func service(_ mode: TravelMode, context: ProviderContext) throws -> any TravelTimesService {
        try make(mode, context, google: RoutesMatrixService.init, osrm: OSRMTableService.init)
    }

    /// The directions of `route`, from the same router.
    static func routeService(_ mode: TravelMode, context: ProviderContext) throws -> any RouteService {
        try check(mode, configuration: context.configuration)
        return try make(mode, context, google: RoutesDirectionsService.init, osrm: OSRMRouteService.init)
    }

    /// A service of the configured router: Google's (URL, key) or OSRM's (the mode's server, User-Agent, spacing).
    private static func make<Service>(
        _ mode: TravelMode, _ context: ProviderContext,
        google: (any HTTPClient, URL, String) -> Service,
        osrm: (any HTTPClient, URL, String, @escaping @Sendable () async throws -> Void) -> Service
    ) throws -> Service {
        let configuration = context.configuration
        switch try configuration.router() {
        case .google:
            return google(context.client, try configuration.url(.routesURL), try configuration.requireAPIKey())
        case .osrm:
            guard let key = osrmURLs[mode] else { throw transitNeedsGoogle }
            let spacing = FileRequestSpacing(file: context.cacheDirectory.appendingPathComponent("osrm.last"))
            return osrm(context.client, try configuration.url(key), OSMRegistration.userAgent) { try await spacing.wait() }
        }
    }

    /// Whether this mode can be routed with this configuration (checked before any search is sent).
    static func check(_ mode: TravelMode, configuration: AppConfiguration) throws {
        if mode == .transit, try configuration.router() == .osrm { throw transitNeedsGoogle }
    }

    private static var transitNeedsGoogle: UsageError {
        UsageError(
            "--travel transit: only Google's Routes API routes public transport; it needs FOODYBITE_PLACES_API_KEY (and no FOODYBITE_ROUTER=osrm)"
        )
    }
}
