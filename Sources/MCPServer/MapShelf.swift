/// One SDK server's view of the process's map pages (`MapPages`): the pages its calls made are its own to list; the
/// server every stateless caller shares (`owner` nil) lists none.
struct MapShelf: Sendable {
    let pages: MapPages
    let owner: String?

    func add(_ page: MapPage) async -> String {
        await pages.add(page, owner: owner)
    }

    func html(_ uri: String) async -> String? {
        await pages.html(uri)
    }

    var listing: [MapPages.Entry] {
        get async { await pages.listing(for: owner) }
    }
}
