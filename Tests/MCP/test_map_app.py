"""The map in the chat (issue 69): foodybite-mcp's `nearby` and `route` answers link a `ui://` resource holding the
page `--format html` writes for the same answer (MCP Apps, the `io.modelcontextprotocol/ui` extension), listed by
`resources/list` and read by `resources/read`; the tools name the view that shows it (`_meta.ui.resourceUri`) and
carry an icon. Through the Python MCP SDK on stdio and on HTTP (2026-07-28's shared server lists no answer's page).
The page in a sandboxed frame of Chromium: Tests/Browser/test_map_app.py."""
import asyncio
import os
import subprocess
import unittest

from mcp import ClientSession, StdioServerParameters
from mcp.client.client import Client
from mcp.client.stdio import stdio_client

from mcp_http import HTTPServer, MODERN
from mcp_sandbox import CLI_BIN, MCP_BIN, SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}
BOUILLON = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
VIEW = "ui://foodybite/map.html"
MIME = "text/html;profile=mcp-app"


def link_of(result):
    links = [item for item in result.content if item.type == "resource_link"]
    return links[0] if links else None


class MapAppTests(unittest.IsolatedAsyncioTestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.env = dict(cls.sandbox.env, FOODYBITE_TILE_URL="http://127.0.0.1:9/{z}/{x}/{y}.png")

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    async def asyncSetUp(self):
        asyncio.get_running_loop().slow_callback_duration = 30

    async def with_session(self, body):
        server = StdioServerParameters(command=MCP_BIN, args=[], env=self.env)
        with open(os.devnull, "w") as errlog:
            async with stdio_client(server, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return await body(session)

    def cli(self, words):
        done = subprocess.run([CLI_BIN] + words, env=self.env, capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        return done.stdout

    async def test_nearbyAndRoute_linkTheirPage_theSamePageAsFormatHTML_listedAndRead(self):
        async def body(session):
            nearby = await session.call_tool("nearby", dict(DIJON, limit=5, provider="osm"))
            route = await session.call_tool("route", dict(DIJON, place_id=BOUILLON, travel="walk"))
            listed = await session.list_resources()
            pages = [await session.read_resource(link_of(r).uri) for r in (nearby, route)]
            view = await session.read_resource(VIEW)
            return nearby, route, listed, pages, view
        nearby, route, listed, pages, view = await self.with_session(body)
        # Then each answer links its page, a ui:// resource of MCP Apps' type, listed after the view
        for result in (nearby, route):
            self.assertFalse(result.is_error, result.content)
            link = link_of(result)
            self.assertTrue(link.uri.startswith("ui://foodybite/map/"), link.uri)
            self.assertEqual(link.mime_type, MIME)
        uris = [str(resource.uri) for resource in listed.resources]
        self.assertEqual(uris, [VIEW, link_of(route).uri, link_of(nearby).uri])
        self.assertTrue(all(resource.mime_type == MIME for resource in listed.resources))
        # and its page is the one the command line writes for the same search (the same sandbox, the same moment)
        written = self.cli(["nearby", "--location", "47.322,5.0415", "--limit", "5", "--provider", "osm", "--format", "html"])
        # (its note in each front end's words)
        self.assertEqual(pages[0].contents[0].text.replace("(limit=5): a larger limit", "(--limit 5): a larger --limit"), written)
        route_page = self.cli(["route", BOUILLON, "--location", "47.322,5.0415", "--travel", "walk", "--format", "html"])
        self.assertEqual(pages[1].contents[0].text, route_page)
        # with the tiles' origin the host must allow, and the view that shows it
        meta = pages[0].contents[0].meta
        self.assertEqual(meta["ui"]["csp"], {"resourceDomains": ["http://127.0.0.1:9"]})
        self.assertIn("ui/initialize", view.contents[0].text)
        self.assertIn("resources/read", view.contents[0].text)

    async def test_tools_nameTheViewAndCarryAnIcon_andAnUnknownPageIsNotFound(self):
        async def body(session):
            tools = await session.list_tools()
            try:
                await session.read_resource("ui://foodybite/map/not-a-page.html")
                missing = None
            except Exception as error:  # the SDK raises the protocol's error
                missing = error
            return tools, missing
        tools, missing = await self.with_session(body)
        for tool in tools.tools:
            self.assertEqual(tool.icons[0].mime_type, "image/svg+xml", tool.name)
            self.assertTrue(tool.icons[0].src.startswith("data:image/svg+xml"), tool.name)
            linked = (tool.meta or {}).get("ui", {}).get("resourceUri")
            self.assertEqual(linked, VIEW if tool.name in ("nearby", "route") else None, tool.name)
        self.assertIsNotNone(missing)
        self.assertIn("Resource not found", str(missing))

    async def test_overHTTP_aSessionListsItsPages_theStatelessRevisionListsNone_butReadsByLink(self):
        server = HTTPServer(self.env)
        self.addCleanup(server.stop)
        for mode, lists in (("legacy", True), (MODERN, False)):
            async with Client(server.url, mode=mode) as client:
                found = await client.call_tool("nearby", dict(DIJON, limit=3, provider="osm"))
                listed = await client.list_resources()
                read = await client.read_resource(link_of(found).uri)
            uris = [str(resource.uri) for resource in listed.resources]
            self.assertEqual(uris, [VIEW, link_of(found).uri] if lists else [VIEW], mode)
            self.assertIn("<html", read.contents[0].text, mode)


if __name__ == "__main__":
    unittest.main()
