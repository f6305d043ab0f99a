import Domain
import Foundation
import Location
import Networking
import Places
import Presentation

/// OpenStreetMap's services from the configuration: the Overpass and Nominatim URLs, the User-Agent their usage
/// policies ask for, Overpass's own timeout under foodybite's (so Overpass gives up first, and says so), the public
/// Nominatim's one request a second across processes (`PublicServicePolicy`), and the instant and time zone opening hours
/// are judged in (`FOODYBITE_NOW`, `TZ`).
enum OSMRegistration {
    static let registration = ProviderRegistration(
        OSMKit.descriptor, settings: [.overpassURL, .nominatimURL], makeKit: kit,
        textSearch: { try kit($0).textSearchService() }, cachesTextSearch: true,
        repeatLimit: OverpassDispatcher.repeatLimit(of:))

    /// "foodybite/0.1.0 (+https://github.com/foodybite/foodybite)".
    static let userAgent = "foodybite/\(FoodybiteVersion.current) (+\(FoodybiteVersion.projectURL))"

    static func kit(_ context: ProviderContext) throws -> OSMKit {
        let configuration = context.configuration
        let timeout = try configuration.requestTimeout()
        let hoursNow = try Self.hoursNow(context.environment["FOODYBITE_NOW"]) ?? context.now
        let nominatim = try configuration.url(.nominatimURL)
        let spacing = try PublicServicePolicy.spacing(for: nominatim, file: "nominatim.last", context)
        return OSMKit(
            client: context.client,
            settings: OSMKit.Settings(
                overpassURL: try configuration.url(.overpassURL), nominatimURL: nominatim,
                userAgent: userAgent, timeoutSeconds: max(1, timeout - 2), nominatimSpacing: spacing,
                now: hoursNow, zones: EmbeddedZoneTable.Reporting(logger: context.logger)))
    }

    /// `FOODYBITE_NOW` (ISO 8601, `2026-11-24T23:30:00+01:00`) as a fixed instant; nil when unset; a date or time that
    /// does not exist (`2026-02-29`, `12:61`) is a configuration error, never read as another.
    static func hoursNow(_ text: String?) throws(ConfigurationError) -> (@Sendable () -> Date)? {
        guard let text, !text.isEmpty else { return nil }
        guard let date = ISO8601Instant.date(text) else {
            throw ConfigurationError(
                "FOODYBITE_NOW must be an ISO 8601 instant that exists, such as 2026-11-24T23:30:00+01:00")
        }
        return { date }
    }
}

extension Setting {
    static let overpassURL = Setting(
        "overpass_url", .url, summary: "Overpass API base URL (OpenStreetMap places, no key)",
        default: "https://overpass-api.de")
    static let nominatimURL = Setting(
        "nominatim_url", .url, summary: "Nominatim base URL (OpenStreetMap free-text search)",
        default: "https://nominatim.openstreetmap.org")
}
