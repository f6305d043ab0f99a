import Presentation

extension MapLibrary {
    /// A library of four tiny files, for pages rendered in unit tests (the real one is embedded by the build).
    public static let stub = MapLibrary(
        leafletJS: "window.L = {};", leafletCSS: ".leaflet-container {}", pageJS: "void 0;", pageCSS: "body {}")
}
