import Domain

/// What a map page needs besides its places: the tiles, the embedded library, the credits and notes shown with the
/// answer, and `--along`'s corridor (drawn only when its route is OpenStreetMap's).
public struct MapPageSettings: Sendable {
    public var tiles = TileSource.openStreetMap
    /// Nil in a build without Leaflet: `--format html` then fails with how to get it.
    public var library: MapLibrary?
    public var credits: [String] = []
    public var notes: [String] = []
    public var corridor: RouteCorridor?
    /// Whether a route may be drawn: not a Google route (Google's terms show its routes on a Google map only).
    public var drawsRoute = true

    public init(
        tiles: TileSource = .openStreetMap, library: MapLibrary? = nil, credits: [String] = [], notes: [String] = [],
        corridor: RouteCorridor? = nil, drawsRoute: Bool = true
    ) {
        self.tiles = tiles
        self.library = library
        self.credits = credits
        self.notes = notes
        self.corridor = corridor
        self.drawsRoute = drawsRoute
    }

    /// The library, or why there is none.
    public func requiredLibrary() throws(UsageError) -> MapLibrary {
        guard let library else {
            throw UsageError(
                "a map page needs Leaflet, which this build lacks: install Debian's libjs-leaflet, then build again (make)")
        }
        return library
    }
}
