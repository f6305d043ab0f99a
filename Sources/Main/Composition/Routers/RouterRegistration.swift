import Domain
import Foundation
import Presentation

/// A routing service foodybite knows (`--travel`, `route`, `--along`): its name (the `router` setting's word) and
/// title, its key (when it needs one: it is chosen by default only with it) and other settings, the modes it routes,
/// the credit its data asks for, whether a provider's search may carry its travel times (Google's searches carry
/// Google's), and how its services are made.
struct RouterRegistration: Sendable {
    typealias Make<Service> = @Sendable (TravelMode, ProviderContext) throws -> Service

    let name: String
    let title: String
    let key: Setting?
    let settings: [Setting]
    let modes: [TravelMode]
    let attribution: String?
    let routesInSearch: Bool
    let makeTravelTimes: Make<any TravelTimesService>
    let makeRoute: Make<any RouteService>

    /// Whether it can be asked with this configuration: its key is set (a keyless router always can).
    func isUsable(_ configuration: AppConfiguration) -> Bool {
        key.map { configuration.value($0) != nil } ?? true
    }
}
