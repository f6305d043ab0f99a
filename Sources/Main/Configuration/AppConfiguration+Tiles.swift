import Domain
import Presentation

extension AppConfiguration {
    /// Where a map page's tiles come from (`tile_url`): OpenStreetMap's standard tiles unless set.
    func tileSource() throws(ConfigurationError) -> TileSource {
        guard let text = value(.tileURL)?.text else { return .openStreetMap }
        guard let source = TileSource(template: text) else {
            throw invalid(
                .tileURL, "must be an http(s) URL template with {z}, {x} and {y}, such as \(TileSource.openStreetMap.template)")
        }
        return source
    }
}
