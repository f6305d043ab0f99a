import Foundation

/// Where the map page's tiles come from: a URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`, Leaflet's
/// placeholders `{z}`, `{x}`, `{y}`, and `{s}` for a subdomain, `{r}` for a retina suffix), the origin the page's
/// Content-Security-Policy allows images from, and the credit shown on the map.
public struct TileSource: Equatable, Sendable {
    /// OpenStreetMap's standard tiles, at the one URL their tile usage policy names.
    public static let openStreetMap = TileSource(
        verified: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", origin: "https://tile.openstreetmap.org")

    public let template: String
    /// `scheme://host[:port]`, with `*.` for a `{s}` subdomain: the only place the page loads anything from.
    public let origin: String

    private init(verified template: String, origin: String) {
        self.template = template
        self.origin = origin
    }

    /// A template that is an http(s) URL with `{z}`, `{x}` and `{y}`, no credentials, no placeholder but Leaflet's
    /// and `{s}` only as the host's first label; nil for anything else.
    public init?(template: String) {
        guard template.utf8.count <= 500, template.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }),
            !template.contains(where: { "\"'<>\\`^|".contains($0) }),
            ["{z}", "{x}", "{y}"].allSatisfy(template.contains)
        else { return nil }
        var probe = template
        for (placeholder, value) in [("{s}", "a"), ("{z}", "1"), ("{x}", "1"), ("{y}", "1"), ("{r}", "")] {
            probe = probe.replacingOccurrences(of: placeholder, with: value)
        }
        guard !probe.contains("{"), !probe.contains("}"), let url = URL(string: probe),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty,
            url.user == nil, url.password == nil
        else { return nil }
        let afterScheme = template.dropFirst(scheme.count + 3)
        let templateHost = afterScheme.prefix { $0 != "/" && $0 != ":" }
        if templateHost.contains("{s}") && !templateHost.hasPrefix("{s}.") { return nil }
        let originHost = templateHost.hasPrefix("{s}.") ? "*." + templateHost.dropFirst(4) : String(templateHost)
        self.template = template
        origin = "\(scheme)://\(originHost.lowercased())" + (url.port.map { ":\($0)" } ?? "")
    }

    /// The credit on the map: OpenStreetMap's as its tile usage policy asks (a link to its copyright page); for
    /// another server, its host, then the map data's credit (tiles are drawn from OpenStreetMap's data).
    var attribution: [(text: String, href: String?)] {
        let osm: [(text: String, href: String?)] = [
            ("©", nil), ("OpenStreetMap", "https://www.openstreetmap.org/copyright"), ("contributors", nil),
        ]
        guard self != .openStreetMap else { return osm }
        let host = origin.split(separator: "/").last.map(String.init) ?? origin
        return [("Tiles: \(host);", nil), ("map data", nil)] + osm
    }
}
