/// What a map page embeds besides its data: Leaflet's script and style sheet (Debian's libjs-leaflet, embedded in the
/// binary when it was built) and the page's own (Sources/MapAssets). The composition root hands them over; a build
/// made without libjs-leaflet has none, and `--format html` then says how to get it.
public struct MapLibrary: Sendable {
    public let leafletJS: String
    public let leafletCSS: String
    public let pageJS: String
    public let pageCSS: String

    public init(leafletJS: String, leafletCSS: String, pageJS: String, pageCSS: String) {
        // The source map comment names a file the page does not have: a browser's tools would ask for it.
        self.leafletJS = leafletJS.replacingOccurrences(of: "//# sourceMappingURL=leaflet.min.js.map", with: "")
        self.leafletCSS = leafletCSS
        self.pageJS = pageJS
        self.pageCSS = pageCSS
    }
}
