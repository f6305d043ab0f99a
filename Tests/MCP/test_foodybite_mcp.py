"""foodybite-mcp through a client nobody here wrote: the Python MCP SDK (mcp==2.3.0, PyPI).

Starts the sandbox (every provider, the routers and the Foodybite server on loopback), points a scratch home at
it, and talks to `foodybite-mcp` over stdio as an assistant would: the negotiated protocol version, the tool list
(snapshot: Tests/MCP/tools.json; MCP_RECORD=1 rewrites it) and its schemas (valid JSON Schemas; every result is
checked against its tool's output schema by the SDK), each tool called and its answer compared with the command
line's `--format json` for the same query (11 `nearby` queries across providers and filters, one `near` a place),
and hostile calls.

Binaries and the sandbox: mcp_sandbox.py.
"""
import asyncio
import json
from datetime import datetime
from zoneinfo import ZoneInfo
import os
import pty
import queue
import subprocess
import sys
import threading
import time
import unittest
import urllib.request

import anyio
import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp import MCPError as McpError

from mcp_sandbox import CLI_BIN, MCP_BIN, PROTOCOL_VERSION, TOOLS_SNAPSHOT, SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}
BOUILLON = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
PASSWORD = "Passw0rd."

# The same query asked of the MCP server and of the command line: (tool arguments, command-line words).
NEARBY_QUERIES = [
    ({}, []),
    ({"radius": 800, "stars": 4}, ["--radius", "800", "--stars", "4"]),
    ({"provider": "foursquare"}, ["--provider", "foursquare"]),
    ({"provider": "osm", "radius": 1000}, ["--provider", "osm", "--radius", "1000"]),
    ({"provider": "all", "limit": 10}, ["--provider", "all", "--limit", "10"]),
    ({"kinds": ["cafe", "bar"], "radius": 1500}, ["--kind", "cafe,bar", "--radius", "1500"]),
    ({"cuisine": "burger", "radius": 3000}, ["--cuisine", "burger", "--radius", "3000"]),
    ({"provider": "google,osm", "open_now": True, "stars": 0, "sort": "rating"}, ["--provider", "google,osm", "--open-now", "--stars", "0", "--sort", "rating"]),
    ({"provider": "osm", "diets": ["vegetarian"], "wheelchair": True}, ["--provider", "osm", "--diet", "vegetarian", "--wheelchair"]),
    ({"travel": "walk", "max_travel_minutes": 15, "provider": "osm"}, ["--travel", "walk", "--max-travel", "15m", "--provider", "osm"]),
    ({"near": "Bouillon Notre Dame", "radius": 1000}, ["--near", "Bouillon Notre Dame", "--radius", "1000"]),
    ({"provider": "osm", "open_at": "sun 12:30"}, ["--provider", "osm", "--open-at", "sun 12:30"]),
    ({"provider": "osm", "radius": 0.5, "radius_unit": "mi"}, ["--provider", "osm", "--radius", "0.5mi"]),
    ({"provider": "osm", "radius": 1.2, "radius_unit": "km", "language": "de", "units": "imperial"}, ["--provider", "osm", "--radius", "1200", "--language", "de", "--units", "imperial"]),
]


class FoodybiteMCPTests(unittest.IsolatedAsyncioTestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.url, cls.env = cls.sandbox.url, cls.sandbox.env

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    async def asyncSetUp(self):
        # unittest runs each test's loop in debug mode, which reports every step over 0.1 s: the server's answers are.
        asyncio.get_running_loop().slow_callback_duration = 30

    def cli(self, words, stdin=None):
        done = subprocess.run([CLI_BIN] + words, env=self.env, input=stdin, capture_output=True, text=True, timeout=60)
        return done.returncode, done.stdout, done.stderr

    async def with_session(self, body, env=None):
        server = StdioServerParameters(command=MCP_BIN, args=[], env=env or self.env)
        with open(os.devnull, "w") as errlog:
            async with stdio_client(server, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    initialized = await session.initialize()
                    return await body(session, initialized)

    # MARK: - The protocol

    async def test_initialize_negotiatesTheProtocolVersionTheServerSpeaks(self):
        initialized = await self.with_session(lambda session, initialized: asyncio.sleep(0, initialized))
        self.assertEqual(initialized.protocol_version, PROTOCOL_VERSION)
        self.assertEqual(initialized.server_info.name, "foodybite")

    async def test_listTools_matchesTheSnapshotAndEverySchemaIsAJSONSchema(self):
        async def body(session, _):
            return await session.list_tools()
        listed = await self.with_session(body)
        tools = [tool.model_dump(mode="json", exclude_none=True, by_alias=True) for tool in listed.tools]
        self.assertEqual([t["name"] for t in tools], ["nearby", "details", "search", "route", "reviews", "review_add"])
        for tool in tools:
            jsonschema.Draft202012Validator.check_schema(tool["inputSchema"])
            jsonschema.Draft202012Validator.check_schema(tool["outputSchema"])
        hints = {t["name"]: t["annotations"] for t in tools}
        self.assertTrue(all(hints[name]["readOnlyHint"] for name in ["nearby", "details", "search", "route", "reviews"]))
        self.assertFalse(hints["review_add"]["readOnlyHint"])
        self.assertFalse(hints["review_add"]["destructiveHint"])
        text = json.dumps(tools, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        if os.environ.get("MCP_RECORD") == "1":
            with open(TOOLS_SNAPSHOT, "w") as f:
                f.write(text)
        with open(TOOLS_SNAPSHOT) as f:
            self.assertEqual(text, f.read(), "tools/list changed: MCP_RECORD=1 rewrites Tests/MCP/tools.json")

    def test_commandLine_answersVersionAndHelp_andRefusesArgumentsAndATerminal(self):
        version = subprocess.run([MCP_BIN, "--version"], env=self.env, capture_output=True, text=True, timeout=10)
        cli_version = self.cli(["--version"])[1].split()[0]
        self.assertEqual((version.returncode, version.stdout.strip()), (0, cli_version))
        usage = subprocess.run([MCP_BIN, "--help"], env=self.env, capture_output=True, text=True, timeout=10)
        self.assertEqual(usage.returncode, 0)
        self.assertIn("MCP server on stdin and stdout", usage.stdout)
        wrong = subprocess.run([MCP_BIN, "--port", "8080"], env=self.env, capture_output=True, text=True, timeout=10)
        self.assertEqual((wrong.returncode, wrong.stdout), (64, ""))
        self.assertIn("unknown argument '--port'", wrong.stderr)
        terminal, other = pty.openpty()
        try:
            person = subprocess.run([MCP_BIN], env=self.env, stdin=other, capture_output=True, text=True, timeout=10)
        finally:
            os.close(terminal)
            os.close(other)
        self.assertEqual((person.returncode, person.stdout), (64, ""), "a person at a terminal is told, not served")
        self.assertIn("claude mcp add foodybite", person.stderr)

    # MARK: - Each tool, as the command line answers

    async def test_nearby_returnsTheCommandLinesPlacesForEachQuery(self):
        async def body(session, _):
            results = []
            for arguments, _words in NEARBY_QUERIES:
                centre = {} if "near" in arguments else DIJON
                results.append(await session.call_tool("nearby", dict(centre, **arguments)))
            return results
        results = await self.with_session(body)
        for (arguments, words), result in zip(NEARBY_QUERIES, results):
            centre = [] if "near" in arguments else ["--location", "47.322,5.0415"]
            code, stdout, stderr = self.cli(["nearby", "--format", "json"] + centre + words)
            self.assertEqual(code, 0, stderr)
            self.assertFalse(result.is_error, f"{arguments}: {result.content}")
            expected, credits = compact_places(json.loads(stdout))
            places = result.structured_content["places"]
            self.assertEqual([p["placeID"] for p in places], [p["placeID"] for p in expected], arguments)
            self.assertEqual(strip_cached(places), strip_cached(expected), arguments)
            self.assertEqual(result.structured_content.get("credits", []), credits, arguments)
            self.assertEqual(json.loads(result.content[0].text), result.structured_content, "the text is the result")
            self.assertTrue(places, f"{arguments}: a query that finds places")

    async def test_nearby_refusalsAndNotes_nameTheToolsArguments_neverTheCommandLinesFlags(self):
        async def body(session, _):
            return (
                await session.call_tool("nearby", dict(DIJON, provider="google", diets=["halal"])),
                await session.call_tool("nearby", dict(DIJON, limit=20)),
                await session.call_tool("nearby", dict(DIJON, provider="foursquare", open_on_arrival=True)),
            )
        refused, answered, closed = await self.with_session(body)
        self.assertTrue(closed.is_error, closed.content)
        self.assertIn("open_on_arrival: Foursquare judges a moment on its server", closed.content[0].text)
        self.assertIn("provider=google", closed.content[0].text)
        self.assertTrue(refused.is_error, refused.content)
        self.assertIn("diets=halal", refused.content[0].text)
        self.assertIn("provider=osm", refused.content[0].text)
        notes = " ".join(answered.structured_content["notes"])
        self.assertIn("limit=20", notes)
        for text in (refused.content[0].text, notes, closed.content[0].text):
            self.assertNotIn("--", text)

    async def test_mistakenCalls_areAnsweredInTheAssistantsWords_andRouteStartsNearAPlaceToo(self):
        # (issue 59: a point given half, or none, was answered in the command line's words, or not at all)
        async def body(session, _):
            return (
                await session.call_tool("route", {"place_id": "osm:node/3287208124"}),
                await session.call_tool("route", {"place_id": "osm:node/3287208124", "latitude": 47.322}),
                await session.call_tool("search", {"text": "bouillon", "longitude": 5.04}),
                await session.call_tool("route", {"place_id": "osm:node/3287208124", "near": "Bouillon Notre Dame"}),
                await session.list_tools(),
            )
        unlocated, half_route, half_search, near, tools = await self.with_session(body)
        for refused in (unlocated, half_route, half_search):
            self.assertTrue(refused.is_error, refused.content)
            self.assertNotIn("latitude and longitude=", refused.content[0].text)
        for refused in (half_route, half_search):
            self.assertNotIn("--", refused.content[0].text)
        self.assertIn("latitude and longitude or near=TEXT", unlocated.content[0].text)
        self.assertIn("give latitude and longitude together", half_route.content[0].text)
        self.assertIn("give latitude and longitude together", half_search.content[0].text)
        self.assertFalse(near.is_error, near.content)
        self.assertGreater(near.structured_content["route"]["seconds"], 0)
        self.assertIn("near Bouillon Notre Dame", " ".join(near.structured_content["notes"]))
        radius = next(t for t in tools.tools if t.name == "nearby").input_schema["properties"]["radius"]
        self.assertEqual(radius.get("exclusiveMinimum"), 0, "0 would be accepted by the schema and answer nothing")
        self.assertNotIn("minimum", radius)

    async def test_aReplayOfMistakenCalls_isAnsweredInTheAssistantsWords_neverTheCommandLinesFlagsOrHelp(self):
        # (issue 59's audit: 7 of 20 mistaken calls were answered with --flags and "see 'foodybite nearby --help'")
        calls = [
            ("nearby", dict(DIJON, radius="far")), ("nearby", dict(DIJON, radius=0)), ("nearby", dict(DIJON, stars=6)),
            ("nearby", dict(DIJON, limit=0)), ("nearby", dict(DIJON, sort="best")), ("nearby", dict(DIJON, kinds=["pizza"])),
            ("nearby", dict(DIJON, cuisine="martian")), ("nearby", dict(DIJON, open_at="25:00")),
            ("nearby", dict(DIJON, price="5")), ("nearby", dict(DIJON, travel="teleport")),
            ("nearby", dict(DIJON, provider="yelp")), ("nearby", dict(DIJON, open_on_arrival=True, stay="forever")),
            ("nearby", {"latitude": 47.3}), ("nearby", dict(DIJON, provider="google", wheelchair=True)),
            ("nearby", dict(DIJON, radius=40, radius_unit="mi")), ("nearby", dict(DIJON, stay="45m")),
            ("nearby", dict(DIJON, near="Dijon")), ("details", {"place_id": "not an id"}),
            ("details", {"place_id": BOUILLON, "open_at": "someday"}), ("route", dict(DIJON, place_id=BOUILLON, travel="fly")),
            ("search", {"text": ""}), ("search", {"text": "x", "radius": 0}),
            ("review_add", {"place_id": BOUILLON, "stars": 9, "text": "x"}),
            # (the audit: 0.5 m was read as 1 m, searched, and found nothing; judged before rounding, as the command line
            # judges --radius 0.5m, in the call's units)
            ("nearby", dict(DIJON, radius=0.5)), ("nearby", dict(DIJON, radius=0.00001, radius_unit="mi", units="imperial")),
        ]

        async def body(session, _):
            return [await session.call_tool(name, arguments) for name, arguments in calls]
        answers = await self.with_session(body)
        for (name, arguments), answer in zip(calls, answers):
            text = answer.content[0].text
            self.assertTrue(answer.is_error, f"{name} {arguments}")
            self.assertNotIn("--", text, f"{name} {arguments}: {text}")
            self.assertNotIn("foodybite", text, f"{name} {arguments}: {text}")
        self.assertEqual(answers[-2].content[0].text, "radius must be between 1 m and 50 km (got '0.5m')")
        self.assertEqual(answers[-1].content[0].text, "radius must be between 4 ft and 31.06 mi (got '0.00001mi')")
        said = " ".join(answer.content[0].text for answer in answers)
        for argument in ("radius", "stars", "limit", "sort", "kinds", "cuisine", "open_at", "price", "travel", "provider",
                         "stay", "open_on_arrival", "latitude and longitude", "provider=osm", "near"):
            self.assertIn(argument, said, "each refusal names what to change, as the tool calls it")

    async def test_twoServersSharingAHome_neverFailARouteOnEachOthersSpacing_andNameNoPath(self):
        # (issue 59: they queue on one file for OSRM's one request a second; 8 of 30 failed after 20 s, naming it)
        # (each call from its own point: a route asked again is the cache's, below)
        def calls(server):
            async def body(session, _):
                return await asyncio.gather(*[
                    session.call_tool("route", dict(latitude=DIJON["latitude"] + (server * 12 + index) / 1000,
                                                    longitude=DIJON["longitude"], place_id="osm:node/3287208124",
                                                    travel=["walk", "bike", "drive"][index % 3]))
                    for index in range(12)])
            return body
        env = dict(self.env, FOODYBITE_REQUEST_SPACING="every-server")  # the sandbox spaced as the public servers
        spaced, started = self.sandbox.spaced_seconds(), time.monotonic()
        answers = await asyncio.gather(self.with_session(calls(0), env), self.with_session(calls(1), env))
        for answer in [call for server in answers for call in server]:
            self.assertFalse(answer.is_error, answer.content)
            self.assertNotIn(self.env["HOME"], answer.content[0].text)
        # And the 24 routes went a second apart on the spacing's clock (its pauses added, not waited out)
        elapsed = time.monotonic() - started
        self.assertGreaterEqual(self.sandbox.spaced_seconds() - spaced + elapsed, 23, "one request a second")

    async def test_route_askedByManyCallers_isAskedOnce_thenAnsweredFromTheCache(self):
        # (issue 69: 20 identical routes ended at 1, 2, ... 20 s, each sent to OSRM)
        place = "osm:node/3287208124"
        trip = dict(latitude=DIJON["latitude"] - 0.0021, longitude=DIJON["longitude"], place_id=place, travel="bike")
        async def first(session, _):
            return await session.call_tool("route", trip)
        async def many(session, _):
            return await asyncio.gather(*[session.call_tool("route", trip) for _ in range(20)])
        answer = await self.with_session(first)
        before = self.osrm_requests()
        answers = await self.with_session(many)
        self.assertFalse(answer.is_error, answer.content)
        self.assertEqual([a.structured_content["route"] for a in answers], [answer.structured_content["route"]] * 20)
        self.assertGreaterEqual(before, 1, "the first call asked OSRM")
        self.assertEqual(self.osrm_requests(), before, "no request to OSRM: the route is the cache's")
        # And twenty asking a route nobody asked yet, at once, are joined: one request
        cold = dict(trip, latitude=DIJON["latitude"] - 0.0033, travel="walk")
        async def joined(session, _):
            return await asyncio.gather(*[session.call_tool("route", cold) for _ in range(20)])
        answers = await self.with_session(joined)
        self.assertEqual(len({json.dumps(a.structured_content["route"], sort_keys=True) for a in answers}), 1)
        self.assertEqual(self.osrm_requests(), before + 1, "the identical calls in flight joined")

    def osrm_requests(self):
        with urllib.request.urlopen(self.url + "/sandbox/requests", timeout=10) as reply:
            log = json.load(reply)["requests"]
        return len([entry for entry in log if entry.get("path", "").startswith("/routed-")])

    async def test_nearby_everyTimeIsThePlacesLocalTimeWithItsOffset_andItsZoneIsOnTheRow(self):
        # (issue 59: every time was UTC with no zone on the row, and a model stated local times wrongly)
        async def body(session, _):
            return await session.call_tool("nearby", dict(DIJON, provider="osm", limit=20))
        rows = (await self.with_session(body)).structured_content["places"]
        timed = [row for row in rows if "opensAt" in row or "closesAt" in row]
        self.assertTrue(timed, rows)
        for row in timed:
            self.assertEqual(row.get("timeZone"), "Europe/Paris", row)
            for key in ("opensAt", "closesAt"):
                if key in row:
                    self.assertRegex(row[key], r"^2026-11-2\dT\d\d:\d\d:\d\d\+01:00$", row)
        code, out, _ = self.cli(["nearby", "--location", "47.322,5.0415", "--provider", "osm", "--format", "json"])
        utc = {row["placeID"]: row.get("closesAt") for row in json.loads(out)}
        for row in timed:
            if "closesAt" in row:
                self.assertEqual(datetime.fromisoformat(row["closesAt"]),
                                 datetime.fromisoformat(utc[row["placeID"]].replace("Z", "+00:00")), "the same instant")

    async def test_openNow_aProviderThatKeptNoPlace_saysSoInTheNotes(self):
        async def body(session, _):
            return await session.call_tool("nearby", dict(DIJON, provider="google", open_now=True))
        answer = await self.with_session(body)
        self.assertFalse(answer.is_error, answer.content)
        self.assertEqual(answer.structured_content["places"], [])
        notes = " ".join(answer.structured_content["notes"])
        self.assertIn("Google found no place it knows to be open now (open_now)", notes)

    async def test_nearby_twentyPlaces_fitIn8KB_andTheTextHoldsEveryId(self):
        async def body(session, _):
            kinds = ["restaurant", "cafe", "bar", "bakery", "fast-food"]
            return await session.call_tool("nearby", dict(DIJON, provider="foursquare", limit=20, kinds=kinds))
        result = await self.with_session(body)
        places = result.structured_content["places"]
        self.assertEqual(len(places), 20)
        self.assertLessEqual(len(json.dumps(result.structured_content, separators=(",", ":"), ensure_ascii=False)), 8192)
        for place in places:
            self.assertIn(place["placeID"], result.content[0].text)

    async def test_details_search_route_answerAsTheCommandLine(self):
        async def body(session, _):
            return (
                await session.call_tool("details", {"place_id": BOUILLON}),
                await session.call_tool("search", {"text": "bouillon"}),
                await session.call_tool("route", dict(DIJON, place_id=BOUILLON, travel="walk")),
            )
        details, search, route = await self.with_session(body)
        for result in (details, search, route):
            self.assertFalse(result.is_error, result.content)
        _, stdout, _ = self.cli(["details", BOUILLON, "--format", "json"])
        place = compact(local_times(json.loads(stdout)))
        self.assertTrue(place.pop("photoReferences"), "the command line has them")
        self.assertEqual(strip_cached(details.structured_content["place"]), strip_cached(place), "photos only when asked")
        _, stdout, _ = self.cli(["search", "bouillon", "--format", "json"])
        self.assertEqual(search.structured_content["matches"], compact(json.loads(stdout)))
        _, stdout, _ = self.cli(["route", BOUILLON, "--location", "47.322,5.0415", "--travel", "walk", "--format", "json"])
        self.assertEqual(route.structured_content["route"], compact(local_times(json.loads(stdout))))
        self.assertEqual(route.structured_content["route"]["timeZone"], "Europe/Paris")
        self.assertTrue(route.structured_content["route"]["arrivesAt"].endswith("+01:00"), "the place's clock")

    async def test_details_openAt_saysWhetherTheHoursSayOpenThen_andRefusesWhatIsNotAMoment(self):
        async def body(session, _):
            return (
                await session.call_tool("details", {"place_id": "osm:way/73943562", "open_at": "sun 12:30"}),
                await session.call_tool("details", {"place_id": "osm:way/73943562", "open_at": "25:00"}),
            )
        sunday, refused = await self.with_session(body)
        self.assertFalse(sunday.is_error, sunday.content)
        place = sunday.structured_content["place"]
        self.assertEqual((place["openAt"], place["isOpenAt"]), ("2026-11-29T12:30:00+01:00", True), "its clock, its offset")
        self.assertEqual(place["timeZone"], "Europe/Paris")
        self.assertTrue(refused.is_error)
        self.assertIn("open_at '25:00' is not a moment", refused.content[0].text)
        self.assertNotIn("--", refused.content[0].text)

    async def test_reviewAddAndReviews_useTheAccountSignedInWithTheCommandLine(self):
        code, _, stderr = self.cli(["account", "signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], PASSWORD + "\n")
        self.assertEqual(code, 0, stderr)
        code, _, stderr = self.cli(["account", "login", "--email", "ada@example.com", "--password-stdin"], PASSWORD + "\n")
        self.assertEqual(code, 0, stderr)

        async def body(session, _):
            added = await session.call_tool("review_add", {"place_id": BOUILLON, "stars": 5, "text": "-Great bouillon"})
            listed = await session.call_tool("reviews", {})
            return added, listed
        added, listed = await self.with_session(body)
        self.assertFalse(added.is_error, added.content)
        self.assertFalse(listed.is_error, listed.content)
        _, stdout, _ = self.cli(["reviews", "--format", "json"])
        self.assertEqual(listed.structured_content["reviews"], compact(json.loads(stdout)))
        self.assertIn("-Great bouillon", json.dumps(listed.structured_content))
        self.cli(["account", "logout"])

    # MARK: - Hostile calls

    async def test_hostileCalls_getWhatTheSpecificationSaysAndNeverEndTheServer(self):
        async def body(session, _):
            with self.assertRaises(McpError) as unknown:
                await session.call_tool("nosuch", {})
            self.assertEqual(unknown.exception.error.code, -32602)
            wrong = await session.call_tool("nearby", {"radius": "far"})
            huge = await session.call_tool("search", {"text": "x" * 100_000})
            extra = await session.call_tool("details", {"place_id": BOUILLON, "password": "hunter2"})
            malformed = await session.call_tool("details", {"place_id": "not an id"})
            with anyio.move_on_after(0.05):
                await session.call_tool("nearby", dict(DIJON, provider="all", travel="walk"))
            alive = await session.list_tools()
            return wrong, huge, extra, malformed, alive
        wrong, huge, extra, malformed, alive = await self.with_session(body)
        for result in (wrong, huge, extra, malformed):
            self.assertTrue(result.is_error, result.content)
        self.assertIn("'radius' must be a JSON number", wrong.content[0].text)
        self.assertNotIn("hunter2", extra.content[0].text)
        _, _, stderr = self.cli(["details", "not an id"])
        said = stderr.strip().removeprefix("foodybite: ").removesuffix(" (see 'foodybite details --help')")
        self.assertEqual(malformed.content[0].text, said, "the command line's message, without its help to read")
        self.assertEqual(len(alive.tools), 6, "the server still answers")

    async def test_rejectedKey_isAToolErrorThatNeverShowsTheKey(self):
        secret = "invalid-sandbox-key-7f3a9c2e"
        env = dict(self.env, FOODYBITE_PLACES_API_KEY=secret)

        async def body(session, _):
            return await session.call_tool("nearby", dict(DIJON, provider="google"))
        result = await self.with_session(body, env)
        self.assertTrue(result.is_error, result.content)
        self.assertNotIn(secret, json.dumps(result.model_dump(mode="json")))
        self.assertIn("key", result.content[0].text.lower())

    def test_cancelledCall_getsNoResponseAndTheServerGoesOn(self):
        # Given Overpass answering only after 3 s (the sandbox's fault), and the server spoken to on its own pipes
        request = urllib.request.Request(
            f"{self.url}/sandbox/faults", data=json.dumps({"rule": "/api/interpreter*=latency:3s*1"}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        self.assertEqual(urllib.request.urlopen(request).status, 201)
        server = subprocess.Popen([MCP_BIN], env=self.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in server.stdout], daemon=True).start()

        def send(message):
            server.stdin.write(json.dumps(dict(message, jsonrpc="2.0")) + "\n")
            server.stdin.flush()

        # When a call is cancelled while it waits, then the server is pinged
        send({"id": 1, "method": "initialize", "params": {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                                          "clientInfo": {"name": "raw", "version": "1"}}})
        send({"method": "notifications/initialized"})
        send({"id": 2, "method": "tools/call", "params": {"name": "nearby", "arguments": dict(DIJON, provider="osm")}})
        time.sleep(0.5)
        send({"method": "notifications/cancelled", "params": {"requestId": 2, "reason": "the user moved on"}})
        send({"id": 3, "method": "ping"})
        seen = {}
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                message = json.loads(lines.get(timeout=0.2))
            except queue.Empty:
                continue
            seen[message.get("id")] = message
        server.stdin.close()
        server.wait(timeout=10)

        # Then the ping is answered, the cancelled call never is (the specification: no response)
        self.assertIn(3, seen)
        self.assertNotIn(2, seen, seen.get(2))

    async def test_nearby_sendsProgressWhenTheCallAsksForIt(self):
        notes = []

        async def progress(value, total, message):
            notes.append((value, message))

        async def body(session, _):
            return await session.call_tool("nearby", DIJON, progress_callback=progress)
        result = await self.with_session(body)
        self.assertFalse(result.is_error, result.content)
        self.assertGreaterEqual(len(notes), 1)
        self.assertEqual(notes[0], (0, "nearby started"))


def compact(value):
    """The command line's JSON as the tools give it: no nulls, no empty lists or objects (None when nothing is left)."""
    if isinstance(value, list):
        kept = [item for item in (compact(v) for v in value) if item is not None]
        return kept or None
    if isinstance(value, dict):
        kept = {k: c for k, c in ((k, compact(v)) for k, v in value.items()) if c is not None}
        return kept or None
    return value


def compact_places(rows):
    """nearby's rows as the tool gives them: compact, without what only repeats another key (sources, the row's own
    id in placeIDs, the ratings of one provider), times on the place's clock, and the credits each once."""
    credits, places = [], []
    for row in rows:
        row = dict(row)
        credit = row.pop("attribution", None)
        if credit and credit not in credits:
            credits.append(credit)
        row.pop("sources", None)
        row["placeIDs"] = {k: v for k, v in (row.get("placeIDs") or {}).items() if k != row.get("provider")}
        if len(row.get("ratings") or {}) <= 1:
            row.pop("ratings", None)
        if row.get("category") == row.get("type"):
            row.pop("category", None)
        places.append(compact(local_times(row)) or {})
    return places, credits


def local_times(row):
    """A row, a place or a route with its instants on the place's clock, with their offset, where it says its zone."""
    row = dict(row)
    if row.get("timeZone"):
        zone = ZoneInfo(row["timeZone"])
        for key in ("opensAt", "closesAt", "openAt", "arrivesAt"):
            if row.get(key):
                row[key] = datetime.fromisoformat(row[key].replace("Z", "+00:00")).astimezone(zone).isoformat()
    return row


def strip_cached(value):
    """The rows without when they were cached (a second run may be answered from the cache's copy)."""
    if isinstance(value, list):
        return [strip_cached(v) for v in value]
    if isinstance(value, dict):
        return {k: strip_cached(v) for k, v in value.items() if k != "cachedAt"}
    return value


if __name__ == "__main__":
    unittest.main(verbosity=1)
