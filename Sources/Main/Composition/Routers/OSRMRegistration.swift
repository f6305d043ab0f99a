import Domain
import Foundation
import Networking
import Places
import Presentation

/// OSRM: no key, one server per mode (no public transport), requests to the public servers spaced a second apart
/// across processes as their policy asks (`PublicServicePolicy`), and OpenStreetMap's credit (its roads are
/// OpenStreetMap's).
enum OSRMRegistration {
    static let registration = RouterRegistration(
        name: "osrm", title: "OSRM", key: nil, settings: [.osrmFootURL, .osrmBikeURL, .osrmCarURL],
        modes: [.walk, .bike, .drive], attribution: OSMKit.descriptor.attribution, routesInSearch: false,
        makeTravelTimes: { mode, context in try make(mode, context, OSRMTableService.init) },
        makeRoute: { mode, context in try make(mode, context, OSRMRouteService.init) })

    private static func make<Service>(
        _ mode: TravelMode, _ context: ProviderContext,
        _ service: (any HTTPClient, URL, String, RequestSpacing) -> Service
    ) throws -> Service {
        guard let server = server(mode) else { throw UsageError("\(OptionName.travel(mode.rawValue)): OSRM does not route it") }
        let url = try context.configuration.url(server)
        let spacing = try PublicServicePolicy.spacing(for: url, file: "osrm.last", context)
        return service(context.client, url, OSMRegistration.userAgent, spacing)
    }

    /// The server of a mode (a switch: no table is built unless a route is asked for).
    private static func server(_ mode: TravelMode) -> Setting? {
        switch mode {
        case .walk: .osrmFootURL
        case .bike: .osrmBikeURL
        case .drive: .osrmCarURL
        case .transit: nil
        }
    }
}

extension Setting {
    static let osrmFootURL = Setting(
        "osrm_foot_url", .url, summary: "OSRM server for walking",
        default: "https://routing.openstreetmap.de/routed-foot")
    static let osrmBikeURL = Setting(
        "osrm_bike_url", .url, summary: "OSRM server for cycling",
        default: "https://routing.openstreetmap.de/routed-bike")
    static let osrmCarURL = Setting(
        "osrm_car_url", .url, summary: "OSRM server for driving",
        default: "https://routing.openstreetmap.de/routed-car")
}
