import Foundation

/// The map pages of a server's answers (`nearby`, `route`) as `ui://` resources (MCP Apps): each the self-contained
/// page `--format html` writes, named by a random URI (a capability: a caller reads the pages it was given), made when
/// first read (`MapPage`). One store for the whole process, whatever the number of sessions: the last `limit` pages,
/// those made at most `byteLimit` in all, so that no caller, opening sessions or not, can make the server hold more.
/// Each page remembers the session it was made in (`owner`), whose `resources/list` names it; the server every
/// stateless caller shares owns none, and lists none.
actor MapPages {
    static let limit = 64
    static let byteLimit = 16 * 1_048_576
    static let prefix = "ui://foodybite/map/"

    struct Entry: Sendable {
        let uri: String
        let page: MapPage
        let owner: String?
        var html: String?
    }

    private var entries: [Entry] = []
    private var bytes = 0

    /// Keeps `page` and says its URI.
    func add(_ page: MapPage, owner: String?) -> String {
        let uri = Self.prefix + UUID().uuidString.lowercased() + ".html"
        entries.append(Entry(uri: uri, page: page, owner: owner))
        trim()
        return uri
    }

    /// The page's HTML, made now when it was not yet; nil for a URI not kept (or a page that cannot be made).
    func html(_ uri: String) -> String? {
        guard let index = entries.lastIndex(where: { $0.uri == uri }) else { return nil }
        if let html = entries[index].html { return html }
        guard let html = entries[index].page.render() else { return nil }
        entries[index].html = html
        bytes += html.utf8.count
        trim()
        return html
    }

    /// The pages `owner`'s `resources/list` names, newest first (none without an owner).
    func listing(for owner: String?) -> [Entry] {
        guard let owner else { return [] }
        return entries.reversed().filter { $0.owner == owner }
    }

    private func trim() {
        while entries.count > Self.limit || (entries.count > 1 && bytes > Self.byteLimit) {
            bytes -= entries.removeFirst().html?.utf8.count ?? 0
        }
    }
}
