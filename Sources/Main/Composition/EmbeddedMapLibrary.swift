import MapAssets
import Presentation

/// The files this build embeds for a map page (Sources/MapAssets): Leaflet from Debian's libjs-leaflet, when the build
/// machine had it, and the page's own script and style.
enum EmbeddedMapLibrary {
    /// Nil in a build made without libjs-leaflet.
    static func load() -> MapLibrary? {
        let (script, style) = (text(FOODYBITE_LEAFLET_JS), text(FOODYBITE_LEAFLET_CSS))
        guard !script.isEmpty, !style.isEmpty else { return nil }
        return MapLibrary(
            leafletJS: script, leafletCSS: style, pageJS: text(FOODYBITE_MAP_PAGE_JS), pageCSS: text(FOODYBITE_MAP_PAGE_CSS))
    }

    private static func text(_ kind: foodybite_map_asset_kind) -> String {
        var size: UInt = 0
        guard let base = foodybite_map_asset(kind, &size), size > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: base, count: Int(size)), as: UTF8.self)
    }
}
