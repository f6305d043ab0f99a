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

    /// A template that is an http(s) URL with `{z}`, `{x}` and `{y}`, no credentials, no placeholder but Leaflet's,
    /// `{s}` only as the host's first label, and a host that is a DNS name, an IPv4 address or a bracketed IPv6 one
    /// with at most a numeric port (issue 66: a `;` in the host added a directive to the page's Content-Security-Policy,
    /// and `http://[::1]:8080/...` made the origin `http://[:8080`); nil for anything else.
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
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.user == nil, url.password == nil,
            let (host, port) = Self.authority(of: template.dropFirst(scheme.count + 3))
        else { return nil }
        self.template = template
        origin = "\(scheme)://\(host.lowercased())" + (port.map { ":\($0)" } ?? "")
    }

    /// The host (with `*.` for a `{s}` first label) and the port of `scheme://`'s authority, checked label by label.
    private static func authority(of rest: Substring) -> (String, String?)? {
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            let literal = authority[authority.index(after: authority.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return nil }
            portText = after.isEmpty ? nil : after.dropFirst()
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
            var labels = host.split(separator: ".", omittingEmptySubsequences: false)
            if labels.first == "{s}" { labels.removeFirst() }
            guard !labels.isEmpty,
                labels.allSatisfy({ label in
                    !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                        && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                })
            else { return nil }
        }
        if let portText {
            guard let port = Int(portText), (1...65_535).contains(port), portText.allSatisfy(\.isNumber) else { return nil }
        }
        let originHost = host.hasPrefix("{s}.") ? "*." + host.dropFirst(4) : String(host)
        return (originHost, portText.map(String.init))
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
