import MCP
import Presentation

/// foodybite's map as an MCP App (the `io.modelcontextprotocol/ui` extension): `nearby` and `route` name the view
/// `ui://foodybite/map.html` (`_meta.ui.resourceUri`), which a host renders in a sandboxed frame and hands the tool's
/// result; the view reads the answer's own page (the result's `resource_link` to a `MapPages` URI) through the host
/// (`resources/read`) and shows it: the same page `--format html` writes, asking nothing of the network but the
/// configured tiles (declared in `_meta.ui.csp`).
enum MapApp {
    static let viewURI = "ui://foodybite/map.html"
    static let mimeType = "text/html;profile=mcp-app"

    /// A tool's link to the view (and the key earlier hosts read).
    static let toolMeta = Metadata(
        additionalFields: ["ui": .object(["resourceUri": .string(viewURI)]), "ui/resourceUri": .string(viewURI)])

    /// A resource's `_meta.ui`: the tiles' origin its images come from, and a border asked for.
    static func resourceMeta(_ tiles: TileSource) -> Metadata {
        Metadata(
            additionalFields: [
                "ui": .object(["csp": .object(["resourceDomains": .array([.string(tiles.origin)])]), "prefersBorder": true])
            ])
    }

    /// The view: MCP Apps' handshake (`ui/initialize`, then `ui/notifications/initialized`), then, for the tool's
    /// result, the answer's page read through the host and written in place of the view. Nothing else is asked.
    static let view = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>foodybite map</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>body{font:14px system-ui,sans-serif;margin:1em;color:#222}</style></head>
        <body><p id="fb-wait">Waiting for foodybite's answer…</p>
        <script>
        (function () {
          var next = 0, pending = {};
          function post(message) { window.parent.postMessage(message, "*"); }
          function request(method, params) {
            next += 1;
            post({ jsonrpc: "2.0", id: next, method: method, params: params });
            return new Promise(function (resolve, reject) { pending[next] = { resolve: resolve, reject: reject }; });
          }
          function say(text) { document.getElementById("fb-wait").textContent = text; }
          function show(result) {
            var link = (result && result.content || []).filter(function (item) {
              return item && item.type === "resource_link" && String(item.uri).indexOf("\(MapPages.prefix)") === 0;
            })[0];
            if (!link) { say(result && result.isError ? "foodybite found no map to show." : "This answer has no map."); return; }
            request("resources/read", { uri: link.uri }).then(function (read) {
              var page = read && read.contents && read.contents[0] && read.contents[0].text;
              if (typeof page !== "string") { say("The map could not be read."); return; }
              document.open(); document.write(page); document.close();
            }, function () { say("The map could not be read."); });
          }
          window.addEventListener("message", function (event) {
            var message = event.data;
            if (!message || message.jsonrpc !== "2.0") return;
            if (message.id !== undefined && pending[message.id] && message.method === undefined) {
              var waiting = pending[message.id];
              delete pending[message.id];
              if (message.error) waiting.reject(message.error); else waiting.resolve(message.result);
            } else if (message.method === "ui/notifications/tool-result") {
              show(message.params);
            }
          });
          request("ui/initialize", {
            protocolVersion: "2026-01-26", appInfo: { name: "foodybite map", version: "1" }, appCapabilities: {}
          }).then(function () { post({ jsonrpc: "2.0", method: "ui/notifications/initialized", params: {} }); });
        })();
        </script></body></html>
        """
}
