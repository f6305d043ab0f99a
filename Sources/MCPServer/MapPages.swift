import Foundation

/// The map pages of a server's answers (`nearby`, `route`) as `ui://` resources (MCP Apps): each the self-contained
/// page `--format html` writes, named by a random URI (a capability: a caller reads the pages it was given, and on a
/// server shared by every stateless caller none is listed). The last `limit` are kept, at most `byteLimit` in all, so
/// that no caller can make the server hold more.
actor MapPages {
    static let limit = 32
    static let byteLimit = 8 * 1_048_576
    static let prefix = "ui://foodybite/map/"

    struct Page: Sendable {
        let uri: String
        let title: String
        let html: String
    }

    /// Whether `resources/list` names the pages (not on a server every stateless caller shares).
    let listed: Bool
    private var pages: [Page] = []

    init(listed: Bool) {
        self.listed = listed
    }

    /// Keeps `html` and says its URI.
    func add(_ html: String, title: String) -> String {
        let uri = Self.prefix + UUID().uuidString.lowercased() + ".html"
        pages.append(Page(uri: uri, title: title, html: html))
        while pages.count > Self.limit || (pages.count > 1 && pages.reduce(0) { $0 + $1.html.utf8.count } > Self.byteLimit) {
            pages.removeFirst()
        }
        return uri
    }

    func page(_ uri: String) -> Page? {
        pages.last { $0.uri == uri }
    }

    /// The pages `resources/list` names, newest first.
    var listing: [Page] {
        listed ? pages.reversed() : []
    }
}
