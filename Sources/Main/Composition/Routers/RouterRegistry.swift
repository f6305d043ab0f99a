import Domain
import Foundation
import Presentation

/// The routers, in the order one is chosen when the `router` setting names none: the first that can be asked. A
/// router is added with one line here and a registration of its own beside these.
struct RouterRegistry: Sendable {
    let routers: [RouterRegistration]

    static let live = RouterRegistry(routers: [GoogleRoutesRegistration.registration, OSRMRegistration.registration])

    /// `router`: one of these routers' names; unset, the first that can be asked (Google's with a key, else OSRM).
    var setting: Setting {
        let names = routers.map(\.name)
        return Setting(
            "router", .choice(names),
            summary: "travel times: \(names.joinedAsAlternatives()); unset: \(firstUsable)")
    }

    /// "google with its key, else osrm".
    private var firstUsable: String {
        var text = ""
        for router in routers {
            if !text.isEmpty { text += ", else " }
            text += router.key == nil ? router.name : router.name + " with its key"
        }
        return text
    }

    var settings: [Setting] { [setting] + routers.flatMap(\.settings) }

    /// The configured router, else the first usable one (the last when none is).
    func router(_ configuration: AppConfiguration) throws(ConfigurationError) -> RouterRegistration {
        guard let text = configuration.value(setting)?.text else {
            guard let router = routers.first(where: { $0.isUsable(configuration) }) ?? routers.last else {
                throw ConfigurationError("no router is registered")
            }
            return router
        }
        guard let router = routers.first(where: { $0.name == text.lowercased() }) else {
            throw configuration.invalid(setting, "must be \(routers.map(\.name).joinedAsAlternatives())")
        }
        return router
    }

    /// The configured router, if it routes this mode (checked before any search is sent: a mode no configured router
    /// has is a usage error).
    func router(_ router: RouterRegistration, for mode: TravelMode) throws -> RouterRegistration {
        guard router.modes.contains(mode) else {
            let others = routers.filter { $0.modes.contains(mode) }
            let remedy = others.map { other in
                "\(other.title) does" + (other.key.map { ": it needs \($0.environmentVariable)" } ?? "")
                    + " (and no \(setting.environmentVariable)=\(router.name))"
            }
            throw UsageError(
                (["\(OptionName.travel(mode.rawValue)): \(router.title) does not route it"] + remedy).joined(separator: "; "))
        }
        return router
    }
}
