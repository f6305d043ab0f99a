import Domain
import Presentation

/// What a map page needs besides its places: the tiles, the embedded library, the credits and notes shown with the
/// answer, and `--along`'s corridor (drawn only when its route is OpenStreetMap's).
struct MapPageSettings: Sendable {
    var tiles = TileSource.openStreetMap
    /// Nil in a build without Leaflet: `--format html` then fails with how to get it.
    var library: MapLibrary?
    var credits: [String] = []
    var notes: [String] = []
    var corridor: RouteCorridor?
    /// Whether a route may be drawn: not a Google route (Google's terms show its routes on a Google map only).
    var drawsRoute = true

    /// The library, or why there is none.
    func requiredLibrary() throws(UsageError) -> MapLibrary {
        guard let library else {
            throw UsageError(
                "--format html needs Leaflet, which this build lacks: install Debian's libjs-leaflet, then build again (make)")
        }
        return library
    }
}
