"""The map in the chat (issue 69) in a real browser: headless Chromium (Debian's) hosts foodybite-mcp's map view as
an MCP Apps host does, in a sandboxed frame (`sandbox="allow-scripts"`: an opaque origin) under a host's policy that
allows no network but the configured tiles, and plays the host's side of the bridge: it answers the view's
`ui/initialize`, hands it the real `nearby` (and `route`) result foodybite-mcp gave through the Python MCP SDK, and
answers the view's `resources/read` with what foodybite-mcp answers. The view then shows the answer's page: every
place's marker, nothing asked but the tiles, no console error. Skipped with one line without Chromium, as
test_map_page.py."""
import asyncio
import json
import os
import time
import unittest

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from test_map_page import SKIP, BrowserCase, webdriver
from mcp_sandbox import MCP_BIN

if webdriver is not None:
    from selenium.webdriver.common.by import By

DIJON = {"latitude": 47.322, "longitude": 5.0415}
BOUILLON = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"

HOST = """<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src @@TILES@@ data:; frame-src 'self'">
<title>a test host</title></head>
<body><iframe id="app" sandbox="allow-scripts" style="width:1100px;height:760px;border:1px solid #999"></iframe>
<script>
var result = @@RESULT@@, reads = @@READS@@, frame = document.getElementById("app");
window.bridge = [];
function answer(message) { frame.contentWindow.postMessage(message, "*"); }
window.addEventListener("message", function (event) {
  if (event.source !== frame.contentWindow) return;
  var message = event.data;
  window.bridge.push(message.method || "answer");
  if (message.method === "ui/initialize") {
    answer({ jsonrpc: "2.0", id: message.id, result: { protocolVersion: "2026-01-26",
      hostInfo: { name: "test host", version: "1" }, hostCapabilities: {}, hostContext: { theme: "light" } } });
  } else if (message.method === "ui/notifications/initialized") {
    answer({ jsonrpc: "2.0", method: "ui/notifications/tool-result", params: result });
  } else if (message.method === "resources/read") {
    var read = reads[message.params.uri];
    answer(read ? { jsonrpc: "2.0", id: message.id, result: read }
                : { jsonrpc: "2.0", id: message.id, error: { code: -32002, message: "Resource not found" } });
  }
});
frame.srcdoc = @@VIEW@@;
</script></body></html>
"""


@unittest.skipIf(SKIP, SKIP)
class MapAppBrowserTests(BrowserCase):
    def answers(self, tool, arguments):
        """foodybite-mcp's result of the call, its view, and its reads of the result's links, as JSON."""
        env = dict(self.sandbox.env, FOODYBITE_TILE_URL=self.tiles.origin + "/{z}/{x}/{y}.png")

        async def run():
            with open(os.devnull, "w") as errlog:
                async with stdio_client(StdioServerParameters(command=MCP_BIN, args=[], env=env), errlog=errlog) as (r, w):
                    async with ClientSession(r, w) as session:
                        await session.initialize()
                        result = await session.call_tool(tool, arguments)
                        view = await session.read_resource("ui://foodybite/map.html")
                        links = [item.uri for item in result.content if item.type == "resource_link"]
                        reads = {str(uri): (await session.read_resource(uri)).model_dump(mode="json", by_alias=True,
                                                                                          exclude_none=True)
                                 for uri in links}
                        return result.model_dump(mode="json", by_alias=True, exclude_none=True), view, reads
        return asyncio.run(run())

    def host(self, tool, arguments, name):
        result, view, reads = self.answers(tool, arguments)
        def script(value):  # JSON inside a script element: no "</" to end it early
            return json.dumps(value).replace("</", "<\\/")
        page = (HOST.replace("@@TILES@@", self.tiles.origin).replace("@@VIEW@@", script(view.contents[0].text))
                .replace("@@READS@@", script(reads)).replace("@@RESULT@@", script(result)))
        path = os.path.join(self.scratch.name, name + ".html")
        with open(path, "w") as out:
            out.write(page)
        self.driver.get_log("performance")
        self.driver.get_log("browser")
        self.driver.get("file://" + path)
        self.driver.switch_to.frame(self.driver.find_element(By.ID, "app"))
        for _ in range(200):
            if self.driver.execute_script("return document.documentElement.getAttribute('data-fb-ready')"):
                break
            time.sleep(0.05)
        else:
            self.driver.switch_to.default_content()
            self.fail(f"the view never showed the page: bridge {self.driver.execute_script('return window.bridge')}, "
                      f"{self.driver.get_log('browser')}")
        return result

    def requested(self):
        return [json.loads(e["message"])["message"]["params"]["request"]["url"] for e in self.driver.get_log("performance")
                if json.loads(e["message"])["message"]["method"] == "Network.requestWillBeSent"]

    def tearDown(self):
        self.driver.switch_to.default_content()

    def test_nearbyView_showsTheAnswersPageInASandboxedFrame_askingNothingButTiles(self):
        # When a host renders the view for a nearby answer
        result = self.host("nearby", dict(DIJON, limit=8, provider="osm"), "nearby")
        time.sleep(0.5)
        # Then the page is there: a marker (alone or in a group) and a row for every place
        places = result["structuredContent"]["places"]
        markers = self.driver.execute_script(
            "return document.querySelectorAll('.fb-marker').length + "
            "Array.from(document.querySelectorAll('.fb-group')).reduce((n, g) => n + g.getAttribute('data-place-ids').split(' ').length, 0)")
        rows = self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place")
        self.assertEqual((markers, len(rows)), (len(places), len(places)))
        # nothing asked but the tiles (the frame has no network besides), the tiles loaded, no console error
        self.driver.switch_to.default_content()
        for url in self.requested():
            self.assertTrue(url.startswith(("file://", "data:", "about:", self.tiles.origin + "/")), url)
        self.assertTrue(any(path.endswith(".png") for path in self.tiles.requests), "tiles were asked")
        self.assertEqual([e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"], [])
        self.assertEqual(self.driver.execute_script("return window.bridge"),
                         ["ui/initialize", "ui/notifications/initialized", "resources/read"])

    def test_routeView_drawsTheRoute(self):
        self.host("route", dict(DIJON, place_id=BOUILLON, travel="walk"), "route")
        self.assertGreaterEqual(len(self.driver.find_elements(By.CSS_SELECTOR, ".leaflet-overlay-pane path")), 1)


if __name__ == "__main__":
    unittest.main()
