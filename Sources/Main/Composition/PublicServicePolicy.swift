import Domain
import Foundation
import Networking
import Presentation

/// The usage policies of the public OpenStreetMap services foodybite talks to: OSMF's Nominatim and the OSRM demo
/// servers (FOSSGIS's, the OSRM project's) ask for at most one request a second from an application, kept across
/// its processes (a file in the cache directory). A server the user configured has its own rules: no spacing,
/// unless `request_spacing` is `every-server` (a small server of one's own, or a mirror with the same policy).
enum PublicServicePolicy {
    /// The hosts whose policy asks for the spacing.
    static let spacedHosts: Set<String> = ["nominatim.openstreetmap.org", "routing.openstreetmap.de", "router.project-osrm.org"]

    /// The spacing of requests to `server`, kept in the cache directory's `file` (shared by every process), or in
    /// the shared store for the whole fleet when there is one (by the file's name). A call that would queue behind
    /// this process's others for longer than a command's deadline is told at once to try again later (a server's
    /// callers).
    static func spacing(for server: URL, file: String, _ context: ProviderContext) throws -> RequestSpacing {
        guard try isSpaced(server, context.configuration) else { return .none }
        let deadline = LiveGraph.deadlines(timeout: (try? context.configuration.requestTimeout()) ?? 15).command
        if let fleet = try context.fleetSpacing?(file, deadline) { return fleet }
        return .shared(
            TestSpacingClock.spacing(
                context.cacheDirectory.appendingPathComponent(file), maximumWait: deadline, context.environment))
    }

    /// Whether requests to `server` are spaced: a public server's always, another's when `request_spacing` says.
    static func isSpaced(_ server: URL, _ configuration: AppConfiguration) throws(ConfigurationError) -> Bool {
        let every = try configuration.choice(.requestSpacing) == "every-server"
        return every || spacedHosts.contains(server.host?.lowercased() ?? "")
    }
}

extension Setting {
    static let requestSpacing = Setting(
        "request_spacing", .choice(["public", "every-server"]),
        summary:
            "one request a second to Nominatim and OSRM: to their public servers (public), or to every server (every-server)",
        default: "public")
}
