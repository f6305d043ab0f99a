import Domain

/// One page of a nearest-first search: the places kept, how many the server sent (a bar that Google also tags
/// `restaurant` is sent, then dropped: it still counts towards the server's cap), and where the next page is (nil:
/// the server has no more).
struct NearestFirstPage<Cursor: Sendable>: Sendable {
    let places: [NearbyPlace]
    let sent: Int
    let next: Cursor?
}

/// Reads a nearest-first search page by page, only as far as the query needs: until the `limit` nearest places the
/// query admits are in hand, the server has no more, a page reaches past the radius (the circle is exhausted), or
/// the pages allowed are read. When it stops for the last reason, or any page could not be read, the result names
/// the cap and the distance up to which every place was read (the farthest place read: the server ranks by distance).
struct NearestFirstPages<Cursor: Sendable>: Sendable {
    /// At most this many pages (requests).
    let maxPages: Int
    /// The most places the server gives for one search, however many it has (Nearby Search's 20, Text Search's and
    /// the legacy API's 60): once this many came, a missing next cursor is the cap, not the end of its places.
    let serverCap: Int?
    /// The cap to report, given the distance up to which every place was read.
    let cap: @Sendable (_ completeWithin: Double) -> SearchCap

    /// - Parameters:
    ///   - read: places already read nearest first by an earlier part of the same search (they count towards the
    ///     limit and the distance read).
    ///   - page: the page at a cursor (nil: the first); nil when it could not be read (a token that never became
    ///     valid): the places in hand are kept and the cap reported.
    func read(
        _ query: NearbySearchQuery, after read: [NearbyPlace] = [], page: (Cursor?) async throws -> NearestFirstPage<Cursor>?
    ) async throws -> NearbySearchResult {
        var found = read
        var seen = Set(read.map(\.placeID))
        var farthest = read.reduce(0.0) { max($0, GreatCircle.meters(from: query.location, to: $1.location)) }
        var returned = 0
        var cursor: Cursor?
        for _ in 0..<maxPages {
            guard let current = try await page(cursor) else { break }
            found += current.places.filter { seen.insert($0.placeID).inserted }
            returned += current.sent
            farthest = current.places.reduce(farthest) { max($0, GreatCircle.meters(from: query.location, to: $1.location)) }
            let serverHasMore = current.next != nil || serverCap.map { returned >= $0 } ?? false
            // The last place of a page ranked by distance is its farthest: past the radius, nothing unread is inside.
            let passedTheRadius =
                current.places.last.map { GreatCircle.meters(from: query.location, to: $0.location) }
                .map { $0 > Double(query.radius) } ?? false
            guard serverHasMore, !passedTheRadius else { return NearbySearchResult(places: found) }
            guard found.filter(query.admits).count < query.limit, let next = current.next else { break }
            cursor = next
        }
        return NearbySearchResult(places: found, caps: [cap(farthest)])
    }
}
