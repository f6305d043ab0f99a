import Foundation
import MCP
import Presentation

/// `resources/list` and `resources/read`: the map's view (`MapApp`) and the answers' pages (`MapPages`), each with
/// the tiles' origin its host must allow (`_meta.ui.csp`).
extension ToolCall {
    func resources(_ pages: MapShelf) async -> ListResources.Result {
        let meta = tileMeta()
        let view = Resource(
            name: "map", uri: MapApp.viewURI, title: "foodybite's map",
            description: "Shows a nearby or route answer on a map (an MCP App view)", mimeType: MapApp.mimeType,
            _meta: meta)
        let answers = await pages.listing.map {
            Resource(name: "map", uri: $0.uri, title: $0.page.title, mimeType: MapApp.mimeType, _meta: meta)
        }
        return ListResources.Result(resources: [view] + answers)
    }

    func read(_ uri: String, _ pages: MapShelf) async throws -> ReadResource.Result {
        let html: String
        if uri == MapApp.viewURI {
            html = MapApp.view
        } else if let page = await pages.html(uri) {
            html = page
        } else {
            // (MCP's resource-not-found, -32002; the URI is not echoed: it is the caller's text)
            throw MCPError.serverError(code: -32_002, message: "Resource not found")
        }
        return ReadResource.Result(contents: [.text(html, uri: uri, mimeType: MapApp.mimeType, _meta: tileMeta())])
    }

    /// `_meta.ui` with the configured tiles' origin (OpenStreetMap's when the setting cannot be read).
    private func tileMeta() -> Metadata {
        MapApp.resourceMeta((try? host.mapPageParts(console: CapturingConsole()))?.tiles ?? .openStreetMap)
    }
}
