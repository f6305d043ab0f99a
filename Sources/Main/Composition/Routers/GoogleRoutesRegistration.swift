import Domain
import Foundation
import Networking
import Places
import Presentation

/// Google's Routes API, with the Places key: every mode, public transport included; Google's searches carry its
/// travel times.
enum GoogleRoutesRegistration {
    static let registration = RouterRegistration(
        name: "google", title: "Google's Routes API", key: .placesAPIKey, settings: [.routesURL],
        modes: TravelMode.allCases, attribution: nil, routesInSearch: true,
        makeTravelTimes: { _, context in try make(context, RoutesMatrixService.init) },
        makeRoute: { _, context in try make(context, RoutesDirectionsService.init) })

    private static func make<Service>(_ context: ProviderContext, _ service: (any HTTPClient, URL, String) -> Service)
        throws -> Service
    {
        let configuration = context.configuration
        return service(context.client, try configuration.url(.routesURL), try configuration.key(.placesAPIKey))
    }
}

extension Setting {
    static let routesURL = Setting(
        "routes_url", .url, summary: "Google Routes API base URL (travel times and routes)",
        default: "https://routes.googleapis.com")
}
